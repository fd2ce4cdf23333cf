/** GET /api/transaction/orders/{n}?shopId (spec §7): the caller's own order, one shop or all ('0'). */
import type { OrderDetailView } from '@sulit/contracts/orders';
import type { ApiClient } from '../../../lib/http/client';

export function getOrderDetail(api: ApiClient, orderNumber: string, shopId: string): Promise<OrderDetailView> {
  return api.json(`/api/transaction/orders/${encodeURIComponent(orderNumber)}?shopId=${encodeURIComponent(shopId)}`);
}
