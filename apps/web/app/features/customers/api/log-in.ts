/** POST /api/customer/login (spec §7 login family): sets the session and CSRF cookies. */
import type { LoginRequest, LoginResponse } from '@sulit/contracts/customers';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function logIn(api: ApiClient, body: LoginRequest): Promise<ApiResult<LoginResponse>> {
  return api.send('/api/customer/login', { body });
}
