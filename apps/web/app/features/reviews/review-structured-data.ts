import type { ReviewSummary } from '@sulit/contracts/reviews';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@sulit/domain/reviews/review-rules';

/**
 * schema.org AggregateRating for a product page, only when the page shows approved reviews, and with exactly the
 * count and average the page shows (Google's review-snippet rules: the reviews counted are the ones visible).
 */
export function aggregateRatingOf(summary: ReviewSummary | null | undefined) {
  if (!summary || summary.review_count === 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: summary.rating_average,
    reviewCount: summary.review_count,
    bestRating: REVIEW_RATING_MAX,
    worstRating: REVIEW_RATING_MIN,
  };
}
