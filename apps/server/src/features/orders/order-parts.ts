import {
  type Order,
  type SubOrder,
  DomainError,
  isOrderStatus,
  ORDER_MESSAGES,
  OWN_SELLER_ID,
  orderStatusLabelOf,
  type Fulfilment,
  orderTimeline,
  SELLER_CODE_STEPS,
  type SellerOrderStatus,
  skipsTrackingLookup,
  stepOfOrderStatus,
  TRACKING_STEP_LABELS,
  TRACKING_STEPS,
  type TrackingKind,
  trackingKind,
  trackingPath,
  type TrackingStep,
  isSellerOrderStatus,
  type OrderStatus,
  formatDateTime,
  trackerStage,
} from '@sulit/domain';
import type { TrackingView } from '@sulit/contracts/orders';
import type { OrdersDeps } from './orders-deps';

/** The caller's own order by number; another shopper's (or no) order is the same 404. */
export async function ownOrder(deps: OrdersDeps, customerId: number, orderNumber: string): Promise<Order> {
  const order = await deps.orders.orderByNumber(orderNumber);
  if (!order || order.customer_id !== customerId) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
  return order;
}

/** A stored status as a machine status (spec §3); anything else reads as pending. */
export function statusOf(status: string): OrderStatus {
  return isOrderStatus(status) ? status : 'pending';
}

export function orderStatusOf(order: Order): OrderStatus {
  return statusOf(order.status);
}

/** The own store's step: the recorded one, unless payment or checkout ended the order otherwise. */
export function ownStepOf(order: Order): TrackingStep {
  const status = orderStatusOf(order);
  const fromStatus = stepOfOrderStatus(status);
  if (fromStatus === 'cancelled' || fromStatus === 'payment_failed') return fromStatus;
  const recorded = order.tracking_step;
  return recorded && (TRACKING_STEPS as readonly string[]).includes(recorded) ? (recorded as TrackingStep) : fromStatus;
}

/** One tracked part of an order: the own store's goods, a membership, or a third-party seller's sub-order. */
export interface OrderPart {
  number: string;
  kind: TrackingKind;
  sellerId: string;
  shopName: string;
  /** the machine status (own store) or the seller code (third party) */
  status: OrderStatus | SellerOrderStatus;
  step: TrackingStep;
  /** how this part reaches the shopper: the order's own choice, a seller always delivers */
  fulfilment: Fulfilment;
  /** what this part costs: a seller's sub-order its own total, an order of one part the order's */
  grandTotal: number;
}

export function partsOf(
  order: Order,
  sellers: readonly SubOrder[],
  productTypes: (sellerId: string) => string[],
): OrderPart[] {
  const parts: OrderPart[] = [];
  const own = sellers.find((s) => s.seller_id === OWN_SELLER_ID);
  if (own || sellers.length === 0) {
    parts.push({
      number: order.increment_id,
      kind: trackingKind(OWN_SELLER_ID, productTypes(OWN_SELLER_ID)),
      sellerId: OWN_SELLER_ID,
      shopName: own?.shop_name ?? 'Sulit Club',
      status: orderStatusOf(order),
      step: ownStepOf(order),
      fulfilment: order.delivery_type,
      grandTotal: own?.grand_total ?? order.grand_total,
    });
  }
  for (const s of sellers) {
    if (s.seller_id === OWN_SELLER_ID) continue;
    const code: SellerOrderStatus = isSellerOrderStatus(s.status) ? s.status : 'created';
    // A third-party part of a cancelled or failed order ends with it.
    const ended = skipsTrackingLookup(orderStatusOf(order)) && code !== 'completed';
    parts.push({
      number: s.sub_increment_id,
      kind: 'third_party',
      sellerId: s.seller_id,
      shopName: s.shop_name,
      status: ended ? 'cancelled' : code,
      step: ended ? ownStepOf(order) : SELLER_CODE_STEPS[code],
      fulfilment: 'delivery',
      grandTotal: s.grand_total,
    });
  }
  // One part is the whole order: its total includes the order's own fees and discounts.
  if (parts.length === 1) parts[0]!.grandTotal = order.grand_total;
  return parts;
}

/** The part's track-and-trace answer: status, stage and the timeline in Asia/Manila times. */
export async function trackingViewOf(deps: OrdersDeps, order: Order, part: OrderPart): Promise<TrackingView> {
  const label = orderStatusLabelOf(part.status, part.fulfilment);
  const skips = skipsTrackingLookup(part.status);
  const changes = (await deps.orders.statusChanges(order.id)).filter((c) => c.sub_increment_id === part.number);
  const reached: { step: TrackingStep; at: string }[] = [{ step: 'created', at: order.created_at }];
  for (const c of changes) reached.push({ step: c.step as TrackingStep, at: c.created_at });
  // A membership is not shipped: its package is complete once paid.
  const step: TrackingStep = part.kind === 'membership' && order.paid_at && !skips ? 'delivered' : part.step;
  if (part.kind === 'membership' && step === 'delivered') reached.push({ step, at: order.paid_at ?? order.updated_at });
  // Ended by payment or checkout (no recorded change): the end shows at the order's last update.
  if (reached[reached.length - 1]!.step !== step && step !== 'created') reached.push({ step, at: order.updated_at });
  const timeline = orderTimeline(reached, part.fulfilment).filter(
    (e) =>
      (part.kind !== 'membership' || e.step === 'created' || e.step === 'delivered' || e.current) &&
      (!skips || e.reached),
  );
  return {
    order_number: part.number,
    increment_id: order.increment_id,
    kind: part.kind,
    seller_id: part.sellerId,
    shop_name: part.shopName,
    status: part.status,
    status_label: label,
    tracking_status: TRACKING_STEP_LABELS[step],
    stage: trackerStage(label),
    skips_lookup: skips,
    timeline: timeline.map((e) => ({ ...e, at_display: e.at ? formatDateTime(e.at) : null })),
    tracking_path: trackingPath(part.kind, part.number),
  };
}
