/** GET /rest/V1/review/mine/item/{id}: the order line a review is written about. */
import type { ReviewLineResponse } from '@sulit/contracts/reviews';
import type { ApiClient } from '../../../lib/http/client';

export function getReviewLine(api: ApiClient, orderItemId: number): Promise<ReviewLineResponse> {
  return api.json(`/rest/V1/review/mine/item/${orderItemId}`);
}
