/**
 * Status changes after the sale (issue 12) as transition tables: the own store's fulfilment steps (each
 * with the machine status it puts the order in) and the third-party sellers' codes. An operator's target
 * is reached by walking the table (every step passed is recorded); anything the table lacks is refused.
 */
import { type OrderStatus, SELLER_ORDER_STATUSES, type SellerOrderStatus } from '../checkout/order-status';
import type { Fulfilment } from '../checkout/order-adjustments';
import { TRACKING_STEPS, type TrackingStep } from './order-tracking';

/** Own-store fulfilment: which step may follow which. Cancel only before delivery; delivered is final. */
export const OWN_STEP_TRANSITIONS: Readonly<Record<TrackingStep, readonly TrackingStep[]>> = {
  created: ['verifying', 'cancelled'],
  verifying: ['accepted', 'cancelled'],
  accepted: ['fulfilling', 'cancelled'],
  fulfilling: ['ready_to_ship', 'cancelled'],
  ready_to_ship: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
  payment_failed: [],
};

/** A store pickup is collected once Ready to Ship: it never goes out for delivery (issue 29). */
export const PICKUP_STEP_TRANSITIONS: Readonly<Record<TrackingStep, readonly TrackingStep[]>> = {
  ...OWN_STEP_TRANSITIONS,
  ready_to_ship: ['delivered', 'cancelled'],
  out_for_delivery: [],
};

/** The own store's step table for how the order reaches the shopper. */
export function ownStepTransitions(fulfilment: Fulfilment): Readonly<Record<TrackingStep, readonly TrackingStep[]>> {
  return fulfilment === 'pickup' ? PICKUP_STEP_TRANSITIONS : OWN_STEP_TRANSITIONS;
}

/** The machine status (spec §3) an own-store order has at a step. */
export function orderStatusAtStep(step: TrackingStep): OrderStatus {
  switch (step) {
    case 'out_for_delivery':
      return 'out_for_delivery';
    case 'delivered':
      return 'complete';
    case 'cancelled':
      return 'canceled';
    case 'payment_failed':
      return 'holded';
    default:
      return 'processing';
  }
}

/** Third-party seller codes (spec §3): hold is a side track of verification; shipped_next a re-delivery. */
export const SELLER_TRANSITIONS: Readonly<Record<SellerOrderStatus, readonly SellerOrderStatus[]>> = {
  created: ['ov_in_progress', 'cancelled'],
  ov_in_progress: ['resolved', 'hold', 'cancelled'],
  hold: ['resolved', 'cancelled'],
  resolved: ['handled_by_warehouse', 'cancelled'],
  handled_by_warehouse: ['handled_by_warehouse_next', 'cancelled'],
  handled_by_warehouse_next: ['shipped', 'cancelled'],
  shipped: ['completed', 'shipped_next'],
  shipped_next: ['completed'],
  completed: [],
  cancelled: [],
};

export function isSellerOrderStatus(value: string): value is SellerOrderStatus {
  return (SELLER_ORDER_STATUSES as readonly string[]).includes(value);
}

/** The shortest walk from `from` to `to` along a table (excluding `from`); null when `to` is unreachable. */
export function transitionPath<S extends string>(table: Readonly<Record<S, readonly S[]>>, from: S, to: S): S[] | null {
  if (from === to) return null;
  const previous = new Map<S, S>();
  const queue: S[] = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of table[at]) {
      if (next === from || previous.has(next)) continue;
      previous.set(next, at);
      if (next === to) {
        const path: S[] = [to];
        for (let s = at; s !== from; s = previous.get(s)!) path.unshift(s);
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

/**
 * What an operator may name as the target (`--to`): a step of the own store or a seller code; the shop
 * words `delivered` and `cancelled` mean the end of either kind.
 */
export const OPERATOR_TARGETS = TRACKING_STEPS.filter(
  (s): s is Exclude<TrackingStep, 'created' | 'payment_failed'> => s !== 'created' && s !== 'payment_failed',
);
export type OperatorTarget = (typeof OPERATOR_TARGETS)[number] | SellerOrderStatus;

export function isOperatorTarget(value: string): value is OperatorTarget {
  return (OPERATOR_TARGETS as readonly string[]).includes(value) || isSellerOrderStatus(value);
}

const SELLER_CODE_OF_TARGET: Readonly<Partial<Record<string, SellerOrderStatus>>> = {
  verifying: 'ov_in_progress',
  accepted: 'resolved',
  fulfilling: 'handled_by_warehouse',
  ready_to_ship: 'handled_by_warehouse_next',
  out_for_delivery: 'shipped',
  delivered: 'completed',
  cancelled: 'cancelled',
};

/** An operator target as an own-store step (seller codes have no own-store meaning). */
export function ownStepOfTarget(target: OperatorTarget): TrackingStep | null {
  return (OPERATOR_TARGETS as readonly string[]).includes(target) ? (target as TrackingStep) : null;
}

/** An operator target as a third-party code. */
export function sellerCodeOfTarget(target: OperatorTarget): SellerOrderStatus {
  return isSellerOrderStatus(target) ? target : (SELLER_CODE_OF_TARGET[target] ?? 'created');
}

/**
 * "A shopper can cancel an order until it is being fulfilled": own-store part still at Order Created,
 * Verifying Order or Order Accepted (paid or awaiting payment), and every third-party sub-order before its
 * warehouse handles it.
 */
export const CANCELLABLE_STEPS: readonly TrackingStep[] = ['created', 'verifying', 'accepted'];
export const CANCELLABLE_SELLER_CODES: readonly SellerOrderStatus[] = ['created', 'ov_in_progress', 'hold', 'resolved'];

export function shopperCanCancel(order: {
  status: string;
  ownStep: TrackingStep | null;
  sellerCodes: readonly string[];
}): boolean {
  if (order.status !== 'pending' && order.status !== 'processing') return false;
  if (order.ownStep !== null && !CANCELLABLE_STEPS.includes(order.ownStep)) return false;
  return order.sellerCodes.every((c) => (CANCELLABLE_SELLER_CODES as readonly string[]).includes(c));
}

/** The steps that e-mail the customer (issue 12: "e-mails the customer on out-for-delivery and delivered"). */
export function stepSendsMail(step: TrackingStep): step is 'out_for_delivery' | 'delivered' {
  return step === 'out_for_delivery' || step === 'delivered';
}

/**
 * The status of an order that has no own-store part follows its third-party sub-orders (decision 012): all
 * cancelled → canceled; all ended with one delivered → complete; any on its way → out_for_delivery; else
 * it stays as it is. An order with own-store goods keeps the own store's status.
 */
export function orderStatusOfSellerParts(current: OrderStatus, sellerCodes: readonly string[]): OrderStatus {
  if (sellerCodes.length === 0) return current;
  if (sellerCodes.every((c) => c === 'cancelled')) return 'canceled';
  if (sellerCodes.every((c) => c === 'cancelled' || c === 'completed')) return 'complete';
  if (sellerCodes.some((c) => c === 'shipped' || c === 'shipped_next')) return 'out_for_delivery';
  return current;
}
