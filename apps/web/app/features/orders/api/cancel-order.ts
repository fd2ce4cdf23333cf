/** POST /api/transaction/orders/{n}/cancel: before fulfilment only; a paid order is refunded once. */
import type { OrderDetailView } from '@sulit/contracts/orders';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function cancelOrder(api: ApiClient, orderNumber: string): Promise<ApiResult<OrderDetailView>> {
  return api.send(`/api/transaction/orders/${encodeURIComponent(orderNumber)}/cancel`, { method: 'POST' });
}
