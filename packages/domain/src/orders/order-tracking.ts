/**
 * Order tracking (spec §3 track-and-trace statuses, spec §4 "Order tracking"): the steps of an order, the
 * ongoing and final groups, the tracker stage mapping, which orders skip the lookup, each kind's tracking
 * path, the new-order notice and the rating prompt cycle. Statuses come from checkout's order-status.ts.
 */
import { MEMBERSHIP_PRODUCT_TYPE } from '../cart/cart-constants';
import {
  type OrderStatus,
  type OrderStatusLabel,
  orderStatusLabel,
  type SellerOrderStatus,
} from '../checkout/order-status';
import { OWN_SELLER_ID } from '../shared/store-constants';
import type { Fulfilment } from '../checkout/order-adjustments';

/** The steps an order can be at, in progress order, then the two ends that are not deliveries. */
export const TRACKING_STEPS = [
  'created',
  'verifying',
  'accepted',
  'fulfilling',
  'ready_to_ship',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** Spec §3 "Track-and-trace statuses", word for word, per step. */
export const TRACKING_STEP_LABELS: Readonly<Record<TrackingStep, string>> = {
  created: 'Order Created',
  verifying: 'Verifying Order',
  accepted: 'Order Accepted',
  fulfilling: 'Being Fulfilled',
  ready_to_ship: 'Ready to Ship',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Completed',
  cancelled: 'Order Cancelled',
  payment_failed: 'Payment Failed',
};

/** The delivery path: Order Created … Completed (the timeline's steps). */
export const PROGRESS_STEPS: readonly TrackingStep[] = TRACKING_STEPS.slice(0, 7);
/** Spec §4: "the in-progress group is Order Created, Verifying Order, Order Accepted, Being Fulfilled, Ready to Ship, Out for Delivery". */
export const IN_PROGRESS_STEPS: readonly TrackingStep[] = TRACKING_STEPS.slice(0, 6);

/**
 * A store pickup is never out for delivery: the shopper collects it once it is Ready to Ship, so its path
 * is the delivery path without that step (spec §3 has no pickup words of its own; decided, issue 29).
 */
export function progressStepsOf(fulfilment: Fulfilment): readonly TrackingStep[] {
  return fulfilment === 'pickup' ? PROGRESS_STEPS.filter((s) => s !== 'out_for_delivery') : PROGRESS_STEPS;
}

/** The display status (spec §3) of an own-store part: a pickup reads Processing until it is Delivered. */
export function orderStatusLabelOf(status: OrderStatus | SellerOrderStatus, fulfilment: Fulfilment): OrderStatusLabel {
  const label = orderStatusLabel(status);
  return fulfilment === 'pickup' && label === 'Out for Delivery' ? 'Processing' : label;
}

/** Spec §3 "shown uppercased", with the pickup wording of `orderStatusLabelOf`. */
export function orderStatusDisplayOf(status: OrderStatus | SellerOrderStatus, fulfilment: Fulfilment): string {
  return orderStatusLabelOf(status, fulfilment).toUpperCase();
}

/** Spec §9 "Hold statuses hidden from tracking: canceled, payment failed": such parts are not listed at all. */
export function shownOnTrackAndTrace(status: OrderStatus | SellerOrderStatus): boolean {
  return !skipsTrackingLookup(status);
}

export function isInProgressStep(step: TrackingStep): boolean {
  return IN_PROGRESS_STEPS.includes(step);
}

/** A third-party seller's code as a tracking step (decision 012). */
export const SELLER_CODE_STEPS: Readonly<Record<SellerOrderStatus, TrackingStep>> = {
  created: 'created',
  ov_in_progress: 'verifying',
  hold: 'verifying',
  resolved: 'accepted',
  handled_by_warehouse: 'fulfilling',
  handled_by_warehouse_next: 'ready_to_ship',
  shipped: 'out_for_delivery',
  shipped_next: 'out_for_delivery',
  completed: 'delivered',
  cancelled: 'cancelled',
};

/** The step an own-store order is at from its machine status alone (before any recorded step). */
export function stepOfOrderStatus(status: OrderStatus): TrackingStep {
  switch (status) {
    case 'pending':
    case 'processing':
      return 'created';
    case 'out_for_delivery':
      return 'out_for_delivery';
    case 'complete':
    case 'completed':
    case 'closed':
      return 'delivered';
    case 'holded':
      return 'payment_failed';
    default:
      return 'cancelled';
  }
}

export type TrackingGroup = 'ongoing' | 'final';

const FINAL_LABELS: readonly OrderStatusLabel[] = ['Delivered', 'Cancelled', 'Payment Failed'];

/**
 * Spec §4: "Final group: delivered, cancelled, payment failed, complete, completed. Ongoing group:
 * processing, out for delivery, pending, created, ov_in_progress, resolved, handled_by_warehouse, shipped."
 */
export function trackingGroup(status: OrderStatus | SellerOrderStatus): TrackingGroup {
  return FINAL_LABELS.includes(orderStatusLabel(status)) ? 'final' : 'ongoing';
}

export type TrackerStage = 'out_for_delivery' | 'complete' | 'payment_failed' | 'canceled';

/**
 * Spec §4: "Processing gives the out-for-delivery stage, Delivered gives complete, Payment Failed gives
 * payment failed, Cancelled and Pending give canceled." Out for Delivery is not named there: decided, it
 * stays on the out-for-delivery stage.
 */
export function trackerStage(label: OrderStatusLabel): TrackerStage {
  switch (label) {
    case 'Processing':
    case 'Out for Delivery':
      return 'out_for_delivery';
    case 'Delivered':
      return 'complete';
    case 'Payment Failed':
      return 'payment_failed';
    case 'Cancelled':
    case 'Pending':
      return 'canceled';
  }
}

/** Spec §4: "Cancelled and payment-failed (holded) orders skip the tracking lookup" (§9: hidden from tracking). */
export function skipsTrackingLookup(status: OrderStatus | SellerOrderStatus): boolean {
  return status === 'canceled' || status === 'cancelled' || status === 'holded';
}

export type TrackingKind = 'own_store' | 'third_party' | 'membership';

/** Spec §4: "Membership and third-party orders use their own tracking paths" (spec §2 track/trace/package). */
export function trackingKind(sellerId: string, productTypes: readonly string[]): TrackingKind {
  if (sellerId !== OWN_SELLER_ID) return 'third_party';
  if (productTypes.length > 0 && productTypes.every((t) => t === MEMBERSHIP_PRODUCT_TYPE)) return 'membership';
  return 'own_store';
}

/**
 * A paid order of membership cards alone has nothing to ship: it is complete once paid, so its status,
 * history and tracking all read the same (issue 29: it stayed Processing while tracking said Completed).
 */
export function statusWhenPaid(paidStatus: OrderStatus, productTypes: readonly string[]): OrderStatus {
  return paidStatus === 'processing' && trackingKind(OWN_SELLER_ID, productTypes) === 'membership'
    ? 'complete'
    : paidStatus;
}

/** The page of one tracked (sub-)order: own store track/, third-party trace/, membership package/. */
export function trackingPath(kind: TrackingKind, number: string): string {
  const segment = kind === 'own_store' ? 'track' : kind === 'third_party' ? 'trace' : 'package';
  return `/track-and-trace/${segment}/${encodeURIComponent(number)}`;
}

/**
 * Spec §4: "A new-order notice shows when the latest order number differs from the one already shown, or
 * none was shown."
 */
export function showsNewOrderNotice(latestOrderNumber: string | null, alreadyShown: string | null): boolean {
  return latestOrderNumber !== null && latestOrderNumber !== alreadyShown;
}

/**
 * Spec §4: "The order-rating prompt cycles through orders awaiting rating." The order after `current` in
 * the awaiting list, wrapping round; the first when `current` is none or no longer awaiting.
 */
export function nextRatingPrompt(awaiting: readonly string[], current: string | null): string | null {
  if (awaiting.length === 0) return null;
  const at = current === null ? -1 : awaiting.indexOf(current);
  return awaiting[(at + 1) % awaiting.length] ?? null;
}

export interface TimelineEntry {
  step: TrackingStep;
  label: string;
  /** ISO instant the step was reached; null when not (yet) reached */
  at: string | null;
  reached: boolean;
  current: boolean;
}

/**
 * The timeline of an order from the steps it reached (oldest first): the delivery path Order Created …
 * Completed, then Order Cancelled or Payment Failed if it ended there (the later delivery steps drop out).
 */
export function orderTimeline(
  reached: readonly { step: TrackingStep; at: string }[],
  fulfilment: Fulfilment = 'delivery',
): TimelineEntry[] {
  const when = new Map<TrackingStep, string>();
  for (const r of reached) if (!when.has(r.step)) when.set(r.step, r.at);
  const last = reached[reached.length - 1]?.step ?? 'created';
  const ended = last === 'cancelled' || last === 'payment_failed';
  const path = progressStepsOf(fulfilment);
  const steps = ended ? [...path.filter((s) => when.has(s)), last] : [...path];
  return steps.map((step) => ({
    step,
    label: TRACKING_STEP_LABELS[step],
    at: when.get(step) ?? null,
    reached: when.has(step),
    current: step === last,
  }));
}
