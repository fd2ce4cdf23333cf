/** GET /rest/V1/review/mine (spec §7): my reviews, newest first. */
import type { MyReviewsResponse } from '@sulit/contracts/reviews';
import type { ApiClient } from '../../../lib/http/client';

export function getMyReviews(api: ApiClient, page: number): Promise<MyReviewsResponse> {
  return api.json(`/rest/V1/review/mine?page=${page}`);
}
