/** POST /api/transaction/orders/{n}/reorder: the order's goods back into the cart, with a notice of what was skipped. */
import type { ReorderResponse } from '@sulit/contracts/orders';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function reorderOrder(api: ApiClient, orderNumber: string): Promise<ApiResult<ReorderResponse>> {
  return api.send(`/api/transaction/orders/${encodeURIComponent(orderNumber)}/reorder`, { method: 'POST' });
}
