import type { HelpfulAnswer } from '@sulit/contracts/reviews';
import { DomainError } from '@sulit/domain';
import type { ReviewsDeps } from './reviews-context';

/** Only approved reviews are shown, so only they can be found helpful; others do not exist for shoppers. */
const REVIEW_GONE = 'This review does not exist.';

/** A shopper finds an approved review helpful: once, however often (or however many at once) they ask. */
export async function voteHelpful(deps: ReviewsDeps, customerId: number, reviewId: number): Promise<HelpfulAnswer> {
  const review = await deps.reviews.byId(reviewId);
  if (!review || review.status !== 'approved') throw new DomainError('not_found', REVIEW_GONE);
  await deps.reviews.vote(reviewId, customerId, deps.clock().toISOString());
  return { helpful_count: await deps.reviews.helpfulCount(reviewId), voted_by_me: true };
}
