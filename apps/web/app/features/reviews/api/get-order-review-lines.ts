/** GET /rest/V1/review/mine/order/{n}: my order's lines, each with whether it can be reviewed. */
import type { OrderReviewsResponse } from '@sulit/contracts/reviews';
import type { ApiClient } from '../../../lib/http/client';

export function getOrderReviewLines(api: ApiClient, orderNumber: string): Promise<OrderReviewsResponse> {
  return api.json(`/rest/V1/review/mine/order/${encodeURIComponent(orderNumber)}`);
}
