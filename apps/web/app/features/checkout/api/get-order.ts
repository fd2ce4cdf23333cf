/** GET /api/transaction/orders/{n} (spec §7): the caller's own order (another's is a 404). */
import type { CheckoutOrderView } from '@sulit/contracts/checkout';
import type { ApiClient } from '../../../lib/http/client';

export function getOrder(api: ApiClient, orderNumber: string): Promise<CheckoutOrderView> {
  return api.json(`/api/transaction/orders/${encodeURIComponent(orderNumber)}`);
}
