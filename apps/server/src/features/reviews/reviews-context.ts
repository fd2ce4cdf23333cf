import type { ProductAtStoreReader, ReviewsRepository } from '@sulit/db';
import { DomainError, REVIEW_MESSAGES, type ReviewRefusal } from '@sulit/domain';

/** What every reviews use-case works with (built once by registerReviewsFeature). */
export interface ReviewsDeps {
  reviews: ReviewsRepository;
  /** the catalogue's read of products (names, paths) for my reviews and the write-a-review page */
  products: ProductAtStoreReader;
  clock: () => Date;
}

/** Spec §8's failure words for every refused review; `details.reason` says which rule refused it. */
export function reviewRefused(reason: ReviewRefusal): DomainError {
  return new DomainError('conflict', REVIEW_MESSAGES.failed, { reason });
}

/** A line or review another customer cannot see: it does not exist for them. */
export const REVIEW_NOT_FOUND = 'This order item does not exist.';
