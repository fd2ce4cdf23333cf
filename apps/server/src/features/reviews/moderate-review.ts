import { DomainError, type ProductReview, reviewStatusesBefore } from '@sulit/domain';
import type { ReviewsDeps } from './reviews-context';

/** An operator's decision on a review. */
export type ModerationDecision = 'approved' | 'rejected';

/**
 * Moves a pending review to approved or rejected along the domain's table; a review already decided is refused
 * with its state named (two operators at once: the conditional update lets one through).
 */
export async function moderateReview(
  deps: ReviewsDeps,
  reviewId: number,
  to: ModerationDecision,
  by: string,
): Promise<ProductReview> {
  const review = await deps.reviews.byId(reviewId);
  if (!review) throw new DomainError('not_found', `No review ${reviewId}.`);
  const moved = await deps.reviews.moderate(reviewId, to, reviewStatusesBefore(to), by, deps.clock().toISOString());
  if (!moved) {
    const now = (await deps.reviews.byId(reviewId))!;
    throw new DomainError('conflict', `Review ${reviewId} is ${now.status}: it cannot become ${to}.`);
  }
  return (await deps.reviews.byId(reviewId))!;
}

/** Reviews awaiting a decision, oldest first. */
export function pendingReviews(deps: ReviewsDeps, limit: number): Promise<ProductReview[]> {
  return deps.reviews.pending(limit);
}
