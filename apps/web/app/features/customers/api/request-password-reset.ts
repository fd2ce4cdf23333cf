/** PUT /rest/V1/customers/password (spec §7): e-mails a reset link; always answers the §8 text. */
import type { MessageResponse, PasswordResetRequest } from '@sulit/contracts/customers';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function requestPasswordReset(api: ApiClient, body: PasswordResetRequest): Promise<ApiResult<MessageResponse>> {
  return api.send('/rest/V1/customers/password', { method: 'PUT', body });
}
