/** PUT /rest/V1/ld-customers/me/email (spec §7): a new e-mail, confirmed with the current password. */
import type { ChangeEmailRequest, MessageResponse } from '@sulit/contracts/customers';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function changeEmail(api: ApiClient, body: ChangeEmailRequest): Promise<ApiResult<MessageResponse>> {
  return api.send('/rest/V1/ld-customers/me/email', { method: 'PUT', body });
}
