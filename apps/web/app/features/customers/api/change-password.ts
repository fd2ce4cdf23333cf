/** PUT /rest/V1/ld-customers/me/password (spec §7): a new password, confirmed with the current one. */
import type { ChangePasswordRequest, MessageResponse } from '@sulit/contracts/customers';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function changePassword(api: ApiClient, body: ChangePasswordRequest): Promise<ApiResult<MessageResponse>> {
  return api.send('/rest/V1/ld-customers/me/password', { method: 'PUT', body });
}
