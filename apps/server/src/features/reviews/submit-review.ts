import type { ReviewPostAnswer, ReviewPostBody } from '@sulit/contracts/reviews';
import { DomainError, REVIEW_MESSAGES, reviewNickname, reviewRefusalOf } from '@sulit/domain';
import { REVIEW_NOT_FOUND, reviewRefused, type ReviewsDeps } from './reviews-context';
import { productUrls } from './product-urls';
import { myReviewView } from './reviews-views';

/**
 * POST review/mine/post (spec §7): the caller reviews one line of their own delivered order, once. The server
 * takes the product from the line and sets the verified-purchase flag itself; the review waits for moderation.
 * A second review of the line (even two at once: the unique line decides) gets spec §8's failure words.
 */
export async function submitReview(
  deps: ReviewsDeps,
  customer: { id: number; firstname: string },
  body: ReviewPostBody,
): Promise<ReviewPostAnswer> {
  if (body.customer_id !== undefined && body.customer_id !== customer.id) {
    throw new DomainError('forbidden', REVIEW_MESSAGES.failed, { reason: 'not_yours' });
  }
  const line = await deps.reviews.ownLine(customer.id, body.order_item_id);
  if (!line) throw new DomainError('not_found', REVIEW_NOT_FOUND);
  if (body.product_id !== undefined && body.product_id !== line.product_id) {
    throw new DomainError('unprocessable', REVIEW_MESSAGES.failed, { reason: 'product_mismatch' });
  }
  const refusal = reviewRefusalOf(line, line.review_id !== null);
  if (refusal) throw reviewRefused(refusal);
  const now = deps.clock().toISOString();
  const id = await deps.reviews.insert({
    product_id: line.product_id,
    customer_id: customer.id,
    order_id: line.order_id,
    order_line_id: line.order_line_id,
    store_id: body.store_id,
    rating: body.rating_data.rating_value,
    nickname: reviewNickname(body.nickname, customer.firstname),
    title: body.title,
    detail: body.detail,
    verified_purchase: true,
    created_at: now,
  });
  if (id === null) throw reviewRefused('already_reviewed');
  const stored = (await deps.reviews.byId(id))!;
  const urls = await productUrls(deps, [line.product_id]);
  return {
    message: REVIEW_MESSAGES.submitted,
    review: myReviewView(
      { ...stored, product_name: line.name, order_number: line.order_number },
      urls.get(line.product_id) ?? null,
    ),
  };
}
