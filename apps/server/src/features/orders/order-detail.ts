import {
  type Order,
  type OrderRating,
  DomainError,
  formatDate,
  invoiceOffered,
  ORDER_MESSAGES,
  orderStatusDisplayOf,
  orderStatusLabelOf,
  orderEditRefusal,
  shopperCanCancel,
  specialDiscountIn,
  statusesOfFilter,
  TRACKING_STEP_LABELS,
  trackingPath,
} from '@sulit/domain';
import type { OrderDetailView, RatingStatusItem, TrackingView } from '@sulit/contracts/orders';

import { ownOrder, type OrderPart, orderStatusOf, ownStepOf, partsOf, trackingViewOf } from './order-parts';
import type { OrdersDeps } from './orders-deps';

/** Spec §9 "default shop id '0'": the whole order. */
export const WHOLE_ORDER_SHOP_ID = '0';

const DELIVERED = statusesOfFilter('delivered') ?? [];

export function ratingStatusOf(order: Order, rating: OrderRating | undefined): RatingStatusItem {
  if (rating) {
    return {
      order_number: order.increment_id,
      rating_status: rating.status === 'rated' ? 'rated' : 'dismissed',
      rating: rating.rating,
    };
  }
  return {
    order_number: order.increment_id,
    rating_status: DELIVERED.includes(order.status) ? 'not_rated' : 'not_rateable',
    rating: null,
  };
}

async function orderParts(deps: OrdersDeps, order: Order): Promise<OrderPart[]> {
  const [sellers, kinds] = await Promise.all([deps.orders.sellers(order.id), deps.orders.lineKindsOf([order.id])]);
  return partsOf(order, sellers, (sellerId) =>
    kinds.filter((k) => k.seller_id === sellerId).map((k) => k.product_type),
  );
}

/** One shop's view shows that sub-order's own money (orderTotals made one per seller), never the whole order's. */
async function shopTotals(deps: OrdersDeps, order: Order, shopId: string) {
  if (shopId === WHOLE_ORDER_SHOP_ID) return {};
  const sub = (await deps.orders.sellers(order.id)).find((s) => s.seller_id === shopId);
  if (!sub) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
  return {
    subtotal: sub.subtotal,
    discount_amount: sub.discount_amount,
    shipping_amount: sub.shipping_amount,
    fee: 0,
    grand_total: sub.grand_total,
  };
}

function cancellable(order: Order, parts: readonly OrderPart[]): boolean {
  const own = parts.find((p) => p.kind !== 'third_party');
  return shopperCanCancel({
    status: order.status,
    ownStep: own ? ownStepOf(order) : null,
    sellerCodes: parts.filter((p) => p.kind === 'third_party').map((p) => p.status),
  });
}

/** Before picking, as the edit's own rule judges (a special discount is said on the edit page). */
function editable(order: Order, parts: readonly OrderPart[]): boolean {
  const own = parts.find((p) => p.kind !== 'third_party');
  return (
    orderEditRefusal({
      status: order.status,
      ownStep: own ? ownStepOf(order) : null,
      sellerCodes: parts.filter((p) => p.kind === 'third_party').map((p) => p.status),
      released: order.released_at !== null,
      tookSpecialDiscount: false,
    }) === null
  );
}

/** An order as its owner sees it: checkout's view, one shop or all ('0'), tracking, rating, cancel and refund. */
export async function orderDetailOf(deps: OrdersDeps, order: Order, shopId: string): Promise<OrderDetailView> {
  const [base, parts, ratings, refund, totals, adjustments] = await Promise.all([
    deps.orderView(order),
    orderParts(deps, order),
    deps.orders.ratingsOf([order.id]),
    deps.orders.refundOf(order.id),
    shopTotals(deps, order, shopId),
    deps.orders.adjustments(order.id),
  ]);
  const shownAdjustments =
    shopId === WHOLE_ORDER_SHOP_ID ? adjustments : adjustments.filter((a) => a.seller_id === shopId);
  // One shop's status is its part's; the whole order's is the order's (a pickup never reads Out for Delivery).
  const shopPart = parts.find((p) => p.sellerId === shopId);
  const shown = shopPart ?? { status: orderStatusOf(order), fulfilment: order.delivery_type };
  const sellers = shopId === WHOLE_ORDER_SHOP_ID ? base.sellers : base.sellers.filter((s) => s.seller_id === shopId);
  if (sellers.length === 0) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
  return {
    ...base,
    ...totals,
    status: shown.status,
    status_label: orderStatusLabelOf(shown.status, shown.fulfilment),
    sellers: sellers.map((s) =>
      // The own store's part follows the order (payment updates the order, not the sub-order row).
      s.sub_increment_id === order.increment_id ? { ...s, status: order.status } : s,
    ),
    date: formatDate(order.created_at),
    status_display: orderStatusDisplayOf(shown.status, shown.fulfilment),
    shop_id: shopId,
    can_cancel: cancellable(order, parts),
    can_edit: editable(order, parts),
    invoice_offered: invoiceOffered(order.status),
    rating: ratingStatusOf(order, ratings[0]),
    tracking: parts.map((p) => ({
      order_number: p.number,
      seller_id: p.sellerId,
      shop_name: p.shopName,
      tracking_path: trackingPath(p.kind, p.number),
      tracking_status: TRACKING_STEP_LABELS[p.kind === 'membership' && order.paid_at ? 'delivered' : p.step],
    })),
    refund: refund ? { status: refund.status, amount: refund.amount } : null,
    special_discount: specialDiscountIn(shownAdjustments),
  };
}

export async function ownOrderDetail(deps: OrdersDeps, customerId: number, orderNumber: string, shopId: string) {
  return orderDetailOf(deps, await ownOrder(deps, customerId, orderNumber), shopId);
}

/**
 * One tracked part by its number, the caller's own: `kind` says which family asked (the own store's
 * track-and-trace-1p also answers membership; the third-party call answers sub-orders).
 */
export async function trackPart(
  deps: OrdersDeps,
  customerId: number,
  number: string,
  family: 'own' | 'third_party',
): Promise<TrackingView> {
  const found = number.includes('-')
    ? await deps.orders.orderOfSubNumber(number)
    : await deps.orders.orderByNumber(number).then((order) => (order ? { order } : undefined));
  if (!found || found.order.customer_id !== customerId) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
  const part = (await orderParts(deps, found.order)).find(
    (p) => p.number === number && (family === 'third_party' ? p.kind === 'third_party' : p.kind !== 'third_party'),
  );
  if (!part) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
  return trackingViewOf(deps, found.order, part);
}
