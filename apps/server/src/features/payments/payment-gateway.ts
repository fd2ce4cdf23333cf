/**
 * The store's side of an online payment provider (DESIGN §4). Checkout starts, queries and refunds
 * payments through this port; the sandbox provider under /gateway/sandbox/ is the first implementation,
 * a real provider plugs in behind the same shape. Results reach the store twice on purpose — the browser
 * returning from the provider and the provider's signed webhook — and both end in one call to the
 * `PaymentResultHandler` the composition root gives the payments feature, which must apply a result once.
 * Amounts are integer centavos; currency is always PHP.
 */

/** Online methods that leave the store (cashondelivery and free never reach a gateway). */
type OnlinePaymentMethod = 'wallet' | 'hosted' | 'card' | 'saved_card';

/** authorised, captured and voided: a card held for goods sold by weight (decision 043) */
type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'authorised' | 'captured' | 'voided';

export interface StartPaymentInput {
  /** the store's order number (increment id); one payment attempt per order attempt */
  orderRef: string;
  customerId: number;
  amountCentavos: number;
  currency: 'PHP';
  method: OnlinePaymentMethod;
  /** a vault token of the customer's saved card (method saved_card) */
  cardToken?: string;
  /** where the provider sends the shopper back (absolute, built from PUBLIC_URL) */
  returnUrl: string;
  /** same key → same payment, never a second charge */
  idempotencyKey: string;
  /** manual: the card is held (authorised) for the amount and captured later (goods sold by weight, decision 043) */
  capture?: 'manual';
}

export interface StartedPayment {
  /** the provider's id of this payment */
  paymentId: string;
  /** where the browser goes next (provider page); absent when the payment finished at once */
  redirectUrl?: string;
  status: PaymentStatus;
}

export interface PaymentResult {
  paymentId: string;
  orderRef: string;
  status: Extract<PaymentStatus, 'paid' | 'failed' | 'expired' | 'authorised'>;
  amountCentavos: number;
  currency: 'PHP';
  /** provider's reason for a failure, e.g. 'declined', 'insufficient_funds', 'timeout' */
  reason?: string;
}

export interface PaymentGateway {
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  /** the provider's current view of a payment (the scheduler reconciles timed-out payments with it) */
  queryPayment(paymentId: string): Promise<PaymentResult | { paymentId: string; status: 'pending' }>;
  /** refunds once per idempotency key */
  refund(input: { paymentId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ refunded: boolean }>;
  /**
   * captures at most the held amount of an authorised (manual-capture) payment, once per idempotency key; 0 voids
   * the hold; the rest is released (decision 043). A provider without holds leaves it out.
   */
  capture?(input: {
    paymentId: string;
    amountCentavos: number;
    idempotencyKey: string;
  }): Promise<{ captured: boolean }>;
  /** cancels a payment still open (its order was closed): its page takes no card; a finished one is left as is */
  cancelPayment(paymentId: string): Promise<{ cancelled: boolean }>;
}

/** Implemented by checkout (marks the order paid, or releases stock, slot and voucher); must be idempotent. */
export type PaymentResultHandler = (result: PaymentResult) => Promise<void>;
