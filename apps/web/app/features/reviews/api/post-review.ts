/** POST /rest/V1/review/mine/post (spec §7): review a line of my delivered order. */
import type { ReviewPostAnswer, ReviewPostBody } from '@sulit/contracts/reviews';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function postReview(
  api: ApiClient,
  body: Omit<ReviewPostBody, 'store_id' | 'rating_data'> & { rating_data: { rating_value: number } },
): Promise<ApiResult<ReviewPostAnswer>> {
  return api.send('/rest/V1/review/mine/post', { body });
}
