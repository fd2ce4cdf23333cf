/** POST /api/customer-support/login (spec §7): staff act for a customer; sets the support cookie (issue 32). */
import type { SupportLoginRequest, SupportLoginResponse } from '@sulit/contracts/support';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function startSupportSession(
  api: ApiClient,
  body: SupportLoginRequest,
): Promise<ApiResult<SupportLoginResponse>> {
  return api.send('/api/customer-support/login', { body });
}
