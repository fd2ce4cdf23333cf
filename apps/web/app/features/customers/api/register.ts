/** POST /api/register (spec §7 login family): a new account, signed in. */
import type { RegisterRequest, RegisterResponse } from '@sulit/contracts/customers';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function register(api: ApiClient, body: RegisterRequest): Promise<ApiResult<RegisterResponse>> {
  return api.send('/api/register', { body });
}
