import type { MyReviewsResponse } from '@sulit/contracts/reviews';
import { MY_REVIEWS_PAGE_SIZE } from '@sulit/domain';
import type { ReviewsDeps } from './reviews-context';
import { productUrls } from './product-urls';
import { myReviewView } from './reviews-views';

/** GET review/mine (spec §7): my reviews in every state, newest first, a page at a time. */
export async function myReviews(deps: ReviewsDeps, customerId: number, page: number): Promise<MyReviewsResponse> {
  const { items, total } = await deps.reviews.mine(customerId, MY_REVIEWS_PAGE_SIZE, (page - 1) * MY_REVIEWS_PAGE_SIZE);
  const urls = await productUrls(deps, [...new Set(items.map((r) => r.product_id))]);
  return {
    items: items.map((r) => myReviewView(r, urls.get(r.product_id) ?? null)),
    total_count: total,
    page,
    page_size: MY_REVIEWS_PAGE_SIZE,
  };
}
