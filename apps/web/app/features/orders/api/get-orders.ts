/** GET /api/transaction/orders (spec §7: limit 5, page, status filter default all). */
import type { OrderListResponse } from '@sulit/contracts/orders';
import type { OrderStatusFilter } from '@sulit/domain/orders/order-history';
import type { ApiClient } from '../../../lib/http/client';

export function getOrders(api: ApiClient, page: number, status: OrderStatusFilter): Promise<OrderListResponse> {
  const query = new URLSearchParams({ page: String(page), status });
  return api.json(`/api/transaction/orders?${query}`);
}
