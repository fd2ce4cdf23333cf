import type { NotRatedResponse, RatingBody, RatingStatusItem } from '@sulit/contracts/orders';
import { DomainError, formatDate, ORDER_MESSAGES, statusesOfFilter } from '@sulit/domain';
import { ratingStatusOf } from './order-detail';
import { ownOrder } from './order-parts';
import type { OrdersDeps } from './orders-deps';

const DELIVERED = statusesOfFilter('delivered') ?? [];
/** How many orders awaiting a rating the prompt cycles through at most. */
const NOT_RATED_LIMIT = 20;

/** GET /transaction/orders/rating-status?orderNumbers=…: only the caller's own orders (others: 404). */
export async function ratingStatus(
  deps: OrdersDeps,
  customerId: number,
  numbers: readonly string[],
): Promise<{ items: RatingStatusItem[] }> {
  const orders = await Promise.all([...new Set(numbers)].map((n) => ownOrder(deps, customerId, n)));
  const ratings = new Map((await deps.orders.ratingsOf(orders.map((o) => o.id))).map((r) => [r.order_id, r]));
  return { items: orders.map((o) => ratingStatusOf(o, ratings.get(o.id))) };
}

/** GET /transaction/orders/not-rated: delivered orders awaiting a rating, newest first (the prompt's cycle). */
export async function notRated(deps: OrdersDeps, customerId: number): Promise<NotRatedResponse> {
  const rows = await deps.orders.notRated(customerId, DELIVERED, NOT_RATED_LIMIT);
  return {
    items: rows.map((r) => ({
      increment_id: r.increment_id,
      date: formatDate(r.created_at),
      grand_total: r.grand_total,
    })),
  };
}

/** PATCH rating: the owner rates a delivered order once (or dismisses the prompt for it). */
export async function rateOrder(
  deps: OrdersDeps,
  customerId: number,
  orderNumber: string,
  body: RatingBody,
): Promise<RatingStatusItem> {
  const order = await ownOrder(deps, customerId, orderNumber);
  if (!DELIVERED.includes(order.status)) throw new DomainError('conflict', ORDER_MESSAGES.notRateable);
  const saved = await deps.orders.rate(
    {
      order_id: order.id,
      customer_id: customerId,
      status: body.status,
      rating: body.status === 'rated' ? (body.rating ?? null) : null,
      comment: body.status === 'rated' ? (body.comment ?? null) : null,
    },
    deps.clock().toISOString(),
  );
  const [row] = await deps.orders.ratingsOf([order.id]);
  if (!saved && body.status === 'rated') throw new DomainError('conflict', ORDER_MESSAGES.alreadyRated);
  return ratingStatusOf(order, row);
}
