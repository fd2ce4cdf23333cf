import type { OrderReviewsResponse, ReviewLineResponse } from '@sulit/contracts/reviews';
import { DomainError, ORDER_MESSAGES, type OrderLineForReview, productImageUrl, reviewRefusalOf } from '@sulit/domain';
import { REVIEW_NOT_FOUND, type ReviewsDeps } from './reviews-context';

const canReview = (line: OrderLineForReview) => reviewRefusalOf(line, line.review_id !== null) === null;
/** A line of a catalogue product: a membership card's line has none (product_id 0) and is never reviewed. */
const isProductLine = (line: OrderLineForReview) => line.product_id > 0;

/** The lines of my order with whether each can be reviewed now and the state of its review (the order page). */
export async function orderReviewLines(
  deps: ReviewsDeps,
  customerId: number,
  orderNumber: string,
): Promise<OrderReviewsResponse> {
  const lines = await deps.reviews.ownOrderLines(customerId, orderNumber);
  if (lines.length === 0) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
  return {
    order_number: orderNumber,
    lines: lines.filter(isProductLine).map((line) => ({
      order_item_id: line.order_line_id,
      product_id: line.product_id,
      sku: line.sku,
      name: line.name,
      can_review: canReview(line),
      review_status: line.review_status,
    })),
  };
}

/** One line of my orders for the write-a-review page; another customer's line is not found. */
export async function reviewLine(
  deps: ReviewsDeps,
  customerId: number,
  orderItemId: number,
): Promise<ReviewLineResponse> {
  const line = await deps.reviews.ownLine(customerId, orderItemId);
  if (!line || !isProductLine(line)) throw new DomainError('not_found', REVIEW_NOT_FOUND);
  return {
    order_item_id: line.order_line_id,
    order_number: line.order_number,
    product_id: line.product_id,
    name: line.name,
    image_url: productImageUrl(line.product_id),
    can_review: canReview(line),
    review_status: line.review_status,
  };
}
