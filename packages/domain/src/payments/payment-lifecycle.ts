/**
 * The life of one online payment attempt (DESIGN §3.6), as a transition table. A payment starts pending,
 * ends once in paid, failed or expired, and a paid one may later be refunded. The store applies a
 * provider's result only along these arrows, which is what makes a replayed webhook or a second browser
 * return harmless.
 */

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_STATUSES)[number];
export type FinalPaymentStatus = 'paid' | 'failed' | 'expired';

const TRANSITIONS: Record<PaymentAttemptStatus, readonly PaymentAttemptStatus[]> = {
  pending: ['paid', 'failed', 'expired'],
  paid: ['refunded'],
  failed: [],
  expired: [],
  refunded: [],
};

export function canTransitionPayment(from: PaymentAttemptStatus, to: PaymentAttemptStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isFinalPaymentStatus(status: string): status is FinalPaymentStatus {
  return status === 'paid' || status === 'failed' || status === 'expired';
}

/** A pending payment the shopper abandoned expires after this long (the provider's own rule). */
export const PAYMENT_PENDING_TTL_MINUTES = 30;

/** Failure reasons a provider reports, with what the shopper reads. */
export const PAYMENT_FAILURE_MESSAGES: Record<string, string> = {
  declined: 'Your card was declined. Please use another card or payment method.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card or payment method.',
  authentication_failed: 'Card authentication failed. Please try again or use another card.',
  cancelled: 'The payment was cancelled.',
  wallet_declined: 'The wallet payment was not approved.',
  timeout: 'The payment timed out. Please try again.',
  expired: 'The payment timed out. Please try again.',
};

export function paymentFailureMessage(reason: string | null | undefined): string {
  return (reason && PAYMENT_FAILURE_MESSAGES[reason]) || 'Failed to place order';
}
