import { moderateReview, type ModerationDecision, pendingReviews } from './moderate-review';
import { myReviews } from './my-reviews';
import { productReviews } from './product-reviews';
import { orderReviewLines, reviewLine } from './review-lines';
import type { ReviewsDeps } from './reviews-context';
import { submitReview } from './submit-review';
import { voteHelpful } from './vote-helpful';
import type { ReviewPostBody } from '@sulit/contracts/reviews';

/** Product reviews (issue 31), one use-case per file, bound to their dependencies. */
export function createReviewsService(deps: ReviewsDeps) {
  return {
    submit: (customer: { id: number; firstname: string }, body: ReviewPostBody) => submitReview(deps, customer, body),
    mine: (customerId: number, page: number) => myReviews(deps, customerId, page),
    ofProduct: (productId: number, page: number, readerId: number | null) =>
      productReviews(deps, productId, page, readerId),
    orderLines: (customerId: number, orderNumber: string) => orderReviewLines(deps, customerId, orderNumber),
    line: (customerId: number, orderItemId: number) => reviewLine(deps, customerId, orderItemId),
    voteHelpful: (customerId: number, reviewId: number) => voteHelpful(deps, customerId, reviewId),
    moderate: (reviewId: number, to: ModerationDecision, by: string) => moderateReview(deps, reviewId, to, by),
    pending: (limit: number) => pendingReviews(deps, limit),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
