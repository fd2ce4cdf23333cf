import { reviewSummaryOf, reviewSummaryText } from '@sulit/domain/reviews/review-rules';
import { describe, expect, it } from 'vitest';
import { aggregateRatingOf } from './review-structured-data';

describe('the product page AggregateRating', () => {
  it('is left out while no review is approved', () => {
    expect(aggregateRatingOf(reviewSummaryOf(0, 0))).toBeUndefined();
    expect(aggregateRatingOf(null)).toBeUndefined();
  });

  it('says exactly the count and average the reviews section shows', () => {
    const summary = reviewSummaryOf(4, 17);
    const rating = aggregateRatingOf(summary)!;
    expect(rating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
    expect(reviewSummaryText(summary)).toBe(`${rating.ratingValue} out of 5 stars from ${rating.reviewCount} reviews`);
  });
});
