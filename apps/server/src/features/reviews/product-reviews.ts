import type { ProductReviewsResponse } from '@sulit/contracts/reviews';
import { REVIEWS_PAGE_SIZE, reviewSummaryOf } from '@sulit/domain';
import type { ReviewsDeps } from './reviews-context';
import { listedReviewView } from './reviews-views';

/**
 * A product's approved reviews, a page at a time, and the summary of all approved ones (one indexed query).
 * The page is read only when there is something to read, so a product without reviews costs the one query.
 */
export async function productReviews(
  deps: ReviewsDeps,
  productId: number,
  page: number,
  readerId: number | null,
): Promise<ProductReviewsResponse> {
  const { count, sum } = await deps.reviews.approvedSummary(productId);
  const offset = (page - 1) * REVIEWS_PAGE_SIZE;
  const items = offset < count ? await deps.reviews.approvedPage(productId, REVIEWS_PAGE_SIZE, offset, readerId) : [];
  return {
    product_id: productId,
    summary: reviewSummaryOf(count, sum),
    items: items.map(listedReviewView),
    page,
    page_size: REVIEWS_PAGE_SIZE,
  };
}
