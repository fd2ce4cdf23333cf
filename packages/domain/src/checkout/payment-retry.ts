import { CHECKOUT_MESSAGES, SLOT_HOLD_MS } from './checkout-constants';
import type { Fulfilment } from './order-adjustments';
import type { OrderStatus } from './order-status';
import { isOnlineMethod, type PaymentMethodCode } from './payment-methods';

/**
 * Retrying a failed payment (issue 28): a declined order (holded, "Payment Failed") keeps its stock, slot and
 * voucher for one slot hold from the failure, so the same order can be paid again — with another card, a saved
 * card or cash where allowed — without choosing everything anew. When the hold runs out its reservations go back
 * (the reconcile job) and a retry is told so in the checkout's words.
 */

/** A failed payment's order keeps its reservations this long (the same length as a slot hold). */
export const PAYMENT_RETRY_HOLD_MS = SLOT_HOLD_MS;

/** Until when a payment that failed at `failedAt` may be retried. */
export function paymentHoldUntil(failedAt: Date): string {
  return new Date(failedAt.getTime() + PAYMENT_RETRY_HOLD_MS).toISOString();
}

export type PaymentRetryDecision =
  /** held and within its hold: claim it for a new attempt */
  | { kind: 'retry' }
  /** already being paid again, or paid: answer the order as it stands (a repeated retry charges nothing) */
  | { kind: 'answer' }
  /** the hold ran out (or its reservations went back): choose again */
  | { kind: 'expired'; message: string }
  /** cancelled, closed or delivered: nothing to pay */
  | { kind: 'closed'; message: string };

/** What a retry of this order does now. */
export function paymentRetryOf(
  order: { status: OrderStatus; released_at: string | null; payment_hold_until: string | null },
  now: Date,
): PaymentRetryDecision {
  if (order.status === 'pending' || order.status === 'processing') return { kind: 'answer' };
  if (order.status !== 'holded') return { kind: 'closed', message: CHECKOUT_MESSAGES.orderNotPending };
  const live =
    order.released_at === null &&
    order.payment_hold_until !== null &&
    new Date(order.payment_hold_until).getTime() > now.getTime();
  return live ? { kind: 'retry' } : { kind: 'expired', message: CHECKOUT_MESSAGES.slotHoldExpired };
}

/** Where a retried order goes: online methods wait for the provider, cash goes on as a cash order. */
export function retriedStatus(method: PaymentMethodCode): OrderStatus | null {
  if (isOnlineMethod(method)) return 'pending';
  return method === 'cashondelivery' ? 'processing' : null;
}

/** Whether a method may pay a retried order: an online method, or cash on delivery (never "free"). */
export function retriesWith(method: PaymentMethodCode): boolean {
  return retriedStatus(method) !== null;
}

/** The provider's idempotency key of an order's n-th payment attempt (the first keeps the original key). */
export function paymentAttemptKey(orderRef: string, attempt: number): string {
  return attempt <= 1 ? `order-${orderRef}` : `order-${orderRef}-attempt-${attempt}`;
}

/** What the payment-failure page may say about an order, from the caller's own order as it stands. */
export interface FailureNotice {
  heading: string;
  message: string;
  /** the order number may be shown: it is the caller's */
  showsOrder: boolean;
  /** a new attempt can be made now (within the hold) */
  canRetry: boolean;
  /** the shopper may choose again (the hold given up or over): a slot, or — with no slot to choose — from the cart */
  canChooseAgain: boolean;
  /** where choosing again starts: the timeslot step, or the cart for an order that has no slot (a membership) */
  chooseAgainAt: 'timeslot' | 'cart';
  /** the words of the button that gives the hold up and chooses again */
  chooseAgainLabel: string;
}

/** What the failure page offers when the hold is given up or over, by whether the order had a slot. */
function chooseAgainOf(fulfilment: Fulfilment): Pick<FailureNotice, 'chooseAgainAt' | 'chooseAgainLabel'> {
  return fulfilment === 'none'
    ? { chooseAgainAt: 'cart', chooseAgainLabel: 'Return to your cart and try again' }
    : { chooseAgainAt: 'timeslot', chooseAgainLabel: 'Choose a timeslot and try again' };
}

/** A membership order's hold ran out: it has no timeslot, so the spec's timeslot words would not be true. */
const PAYMENT_HOLD_EXPIRED_WITHOUT_SLOT =
  'The time to pay for this order has run out. Please order again from your cart.';

const NOT_CHARGED = 'You have not been charged.';

/**
 * Issue 27.8: the failure page speaks only of the caller's own order (`null`: unknown or someone else's, so
 * nothing about it) and only the truth — "not charged" only for an order that was not paid.
 */
export function failureNoticeOf(
  order: {
    status: OrderStatus;
    paid: boolean;
    released: boolean;
    holdUntil: string | null;
    /** how the order reaches the shopper: 'none' (a membership alone) has no slot to choose again */
    fulfilment: Fulfilment;
  } | null,
  reasonWords: string | null,
  now: Date,
): FailureNotice {
  if (!order)
    return {
      heading: 'Payment not completed',
      message: 'We could not find this order in your account.',
      showsOrder: false,
      canRetry: false,
      canChooseAgain: false,
      ...chooseAgainOf('delivery'),
    };
  const base = { showsOrder: true, canRetry: false, canChooseAgain: false, ...chooseAgainOf(order.fulfilment) };
  const expired = order.fulfilment === 'none' ? PAYMENT_HOLD_EXPIRED_WITHOUT_SLOT : CHECKOUT_MESSAGES.slotHoldExpired;
  if (order.paid)
    return order.status === 'canceled' || order.status === 'cancelled'
      ? {
          ...base,
          heading: 'Order cancelled',
          message: 'This order was paid and then cancelled; its refund is on its way.',
        }
      : { ...base, heading: 'Payment received', message: 'This order is paid. There is nothing more to pay.' };
  switch (order.status) {
    case 'pending':
      return {
        ...base,
        heading: 'Your payment is still being confirmed',
        message: 'We have not heard back from the payment provider yet. We will update your order as soon as we do.',
      };
    case 'holded': {
      const decision = paymentRetryOf(
        { status: 'holded', released_at: order.released ? 'released' : null, payment_hold_until: order.holdUntil },
        now,
      );
      const reason = reasonWords ?? 'Your payment was not completed.';
      return decision.kind === 'retry'
        ? {
            ...base,
            heading: 'Payment failed',
            message: `${reason} ${NOT_CHARGED}`,
            canRetry: true,
            canChooseAgain: true,
          }
        : {
            ...base,
            heading: 'Payment failed',
            message: `${NOT_CHARGED} ${expired}`,
            canChooseAgain: true,
          };
    }
    case 'canceled':
    case 'cancelled':
      return { ...base, heading: 'Order cancelled', message: `This order was cancelled. ${NOT_CHARGED}` };
    default:
      return { ...base, heading: 'Order placed', message: 'This order is on its way; it is paid on delivery.' };
  }
}
