/** POST /api/customer/logout: revokes the session and clears its cookies. */
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function logOut(api: ApiClient): Promise<ApiResult> {
  return api.send('/api/customer/logout');
}
