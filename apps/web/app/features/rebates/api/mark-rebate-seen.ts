/** PUT /api/transaction/rebates/seen {rebateId} (spec §7). */
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function markRebateSeen(api: ApiClient, rebateId: number): Promise<ApiResult> {
  return api.send('/api/transaction/rebates/seen', { method: 'PUT', body: { rebateId } });
}
