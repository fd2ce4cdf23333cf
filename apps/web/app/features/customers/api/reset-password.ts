/** POST /rest/V1/customers/resetPassword (spec §7): a new password with the e-mailed token. */
import type { MessageResponse, ResetPasswordRequest } from '@sulit/contracts/customers';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function resetPassword(api: ApiClient, body: ResetPasswordRequest): Promise<ApiResult<MessageResponse>> {
  return api.send('/rest/V1/customers/resetPassword', { body });
}
