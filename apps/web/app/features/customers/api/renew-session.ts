/** POST /api/user/login (spec §7 token refresh): a live token and its e-mail → a fresh session. */
import type { LoginResponse, TokenRefreshRequest } from '@sulit/contracts/customers';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function renewSession(api: ApiClient, body: TokenRefreshRequest): Promise<ApiResult<LoginResponse>> {
  return api.send('/api/user/login', { body });
}
