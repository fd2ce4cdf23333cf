/** PATCH /api/transaction/orders/{n}/rating {status} (spec §7 PATCH rating): rate once, or dismiss the prompt. */
import type { RatingBody, RatingStatusItem } from '@sulit/contracts/orders';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function rateOrder(api: ApiClient, orderNumber: string, body: RatingBody): Promise<ApiResult<RatingStatusItem>> {
  return api.send(`/api/transaction/orders/${encodeURIComponent(orderNumber)}/rating`, { method: 'PATCH', body });
}
