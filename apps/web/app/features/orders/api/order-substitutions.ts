/** An order's swaps and refunds at picking (issue 36), and the shopper's rejection of a swap before hand-over. */
import type { OrderSubstitutions } from '@sulit/contracts/substitutions';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function getOrderSubstitutions(api: ApiClient, orderNumber: string): Promise<OrderSubstitutions> {
  return api.json(`/api/transaction/orders/${encodeURIComponent(orderNumber)}/substitutions`);
}

export function rejectSubstitute(
  api: ApiClient,
  orderNumber: string,
  lineId: number,
): Promise<ApiResult<OrderSubstitutions>> {
  return api.send(`/api/transaction/orders/${encodeURIComponent(orderNumber)}/substitutions/${lineId}/reject`, {
    method: 'POST',
  });
}
