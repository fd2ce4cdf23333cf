import { CHECKOUT_MESSAGES } from '../checkout/checkout-constants';
import { nextOrderStatus, type OrderEvent, type OrderStatus, releasesReservations } from '../checkout/order-status';

/**
 * The life of one online payment attempt (DESIGN §3.6), as a transition table. A payment starts pending,
 * ends once in paid, failed or expired, and a paid one may later be refunded. The store applies a
 * provider's result only along these arrows, which is what makes a replayed webhook or a second browser
 * return harmless. A card held for goods sold by weight (decision 043) is authorised instead of paid, then
 * captured once for the weighed amount (the rest released) or voided; a captured one may be refunded.
 */

const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'authorised',
  'captured',
  'voided',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_STATUSES)[number];
/** authorised: a card held for goods sold by weight (decision 043), which secures the order as paid does */
export type FinalPaymentStatus = 'paid' | 'failed' | 'expired' | 'authorised';

const TRANSITIONS: Record<PaymentAttemptStatus, readonly PaymentAttemptStatus[]> = {
  pending: ['paid', 'authorised', 'failed', 'expired'],
  paid: ['refunded'],
  failed: [],
  expired: [],
  refunded: [],
  authorised: ['captured', 'voided'],
  captured: ['refunded'],
  voided: [],
};

export function canTransitionPayment(from: PaymentAttemptStatus, to: PaymentAttemptStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * The states a payment may reach `to` from (the table read backwards): the repository's conditional updates
 * take their `where status in (…)` from here, so the table is the one place the lifecycle is written.
 */
export function paymentStatusesBefore(to: PaymentAttemptStatus): PaymentAttemptStatus[] {
  return PAYMENT_STATUSES.filter((from) => canTransitionPayment(from, to));
}

/** What a payment's final result does to its order, given where the order stands now. */
export type OrderSettlement =
  /** the order waits for this payment: move it along the order table (release when the move gives back) */
  | { kind: 'settle'; from: OrderStatus; to: OrderStatus; release: boolean; paid: boolean; hold: boolean }
  /** paid for an order that was given up (cancelled, expired, declined) without being paid: refund it, once */
  | { kind: 'refund' }
  /** paid again for a paid order (a replay, or return and webhook together): re-apply what payment unlocks */
  | { kind: 'already_paid' }
  | { kind: 'ignore' };

/**
 * One decision for a payment result against its order (issue 26): a result that loses a race to a cancel reads
 * the order again and lands here again, so a paid result for a cancelled order is refunded instead of kept.
 */
export function orderSettlementOf(
  order: { status: OrderStatus; paid_at: string | null },
  result: FinalPaymentStatus,
): OrderSettlement {
  const secured = result === 'paid' || result === 'authorised';
  const event: OrderEvent = secured ? 'payment_succeeded' : result === 'failed' ? 'payment_failed' : 'payment_expired';
  const to = order.status === 'pending' ? nextOrderStatus('pending', event) : null;
  // A declined order (holded) keeps its reservations for the retry hold (payment-retry.ts); the reconcile job
  // gives them back when the hold runs out, a cancel at once.
  const hold = to === 'holded';
  if (to)
    return {
      kind: 'settle',
      from: 'pending',
      to,
      release: releasesReservations(to) && !hold,
      paid: secured,
      hold,
    };
  if (result !== 'paid') return { kind: 'ignore' };
  return order.paid_at === null ? { kind: 'refund' } : { kind: 'already_paid' };
}

export function isFinalPaymentStatus(status: string): status is FinalPaymentStatus {
  return status === 'paid' || status === 'failed' || status === 'expired' || status === 'authorised';
}

/** A pending payment the shopper abandoned expires after this long (the provider's own rule). */
export const PAYMENT_PENDING_TTL_MINUTES = 30;

/**
 * Failure reasons a provider reports, with what the shopper reads: the one table every page that words a
 * payment failure reads (the web's failure page, the sandbox provider's pages).
 */
export const PAYMENT_FAILURE_MESSAGES: Record<string, string> = {
  declined: 'Your card was declined. Please use another card or payment method.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card or payment method.',
  authentication_failed: 'Card authentication failed. Please try again or use another card.',
  cancelled: 'The payment was cancelled.',
  /** issue 27.7: the store closed the order before it was paid; its page takes no card */
  order_closed: 'This order was cancelled. It can no longer be paid and nothing was charged.',
  canceled: 'The payment was cancelled.',
  wallet_declined: 'The wallet payment was not approved.',
  timeout: 'The payment timed out. Please try again.',
  expired: 'The payment timed out. Please try again.',
};

/** What the shopper reads for a failure reason; an unknown reason reads as the generic place-order failure. */
export function paymentFailureMessage(reason: string | null | undefined): string {
  return (reason && PAYMENT_FAILURE_MESSAGES[reason]) || CHECKOUT_MESSAGES.failedToPlaceOrder;
}
