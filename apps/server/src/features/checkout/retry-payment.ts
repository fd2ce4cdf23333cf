import type { PlaceOrderResponse, RetryPaymentBody } from '@sulit/contracts/checkout';
import {
  CHECKOUT_MESSAGES,
  DomainError,
  isOnlineMethod,
  MEMBERSHIP_PRODUCT_TYPE,
  type Order,
  paymentMethodAvailability,
  paymentRetryOf,
  retriedStatus,
  retriesWith,
} from '@sulit/domain';
import type { CheckoutDeps } from './checkout-deps';
import { orderConfirmation } from './payment-result';
import { answerFor, startOnlinePayment } from './start-payment';

const NO_ORDER = 'No payment for this order.';
const ONLINE_UNAVAILABLE = 'Online payment is not available right now.';

/** The methods a retry of this order may use now: the payment step's availability rules, cash where allowed. */
export async function retryChoices(deps: CheckoutDeps, order: Order) {
  const lines = await deps.checkout.orderLines(order.id);
  const cards = deps.savedCards ? await deps.savedCards.list(order.customer_id) : [];
  const methods = paymentMethodAvailability({
    grandTotal: order.grand_total,
    hasMembershipItem: lines.some((line) => line.product_type === MEMBERSHIP_PRODUCT_TYPE),
    isStorePickup: order.delivery_type === 'pickup',
    savedCardCount: cards.length,
  }).map((m) =>
    m.is_available && isOnlineMethod(m.code) && !deps.payments
      ? { ...m, is_available: false, reason: ONLINE_UNAVAILABLE }
      : m,
  );
  return { methods: methods.filter((m) => retriesWith(m.code)), cards };
}

/** The method to pay the retry with, checked against the same availability rules as the payment step. */
async function retryMethod(deps: CheckoutDeps, order: Order, body: RetryPaymentBody) {
  const method = body.payment.method;
  const to = retriedStatus(method);
  const { methods, cards } = await retryChoices(deps, order);
  const availability = methods.find((m) => m.code === method);
  if (!to || !availability?.is_available)
    throw new DomainError(
      'bad_request',
      `${availability?.title ?? 'This payment method'} is not available for this order.`,
      {
        reason: availability?.reason ?? 'unknown',
      },
    );
  let cardToken: string | undefined;
  if (method === 'sulit_vault') {
    const card = body.savedCardId
      ? cards.find((c) => c.id === body.savedCardId)
      : body.lastFourDigits
        ? cards.find((c) => c.last4 === body.lastFourDigits)
        : cards.find((c) => c.is_default);
    if (!card) throw new DomainError('bad_request', CHECKOUT_MESSAGES.chooseSavedCard);
    cardToken = card.token;
  }
  return { method, title: availability.title, to, cardToken };
}

/** The caller's own order, or a 404 that says nothing about anyone else's. */
export async function ownOrder(deps: CheckoutDeps, customerId: number, orderNumber: string): Promise<Order> {
  const order = await deps.checkout.orderByIncrementId(orderNumber);
  if (!order || order.customer_id !== customerId) throw new DomainError('not_found', NO_ORDER);
  return order;
}

/**
 * Retry a failed payment (issue 28): the caller's own declined order, within its hold, gets one new attempt —
 * the conditional claim `holded → pending` (or → processing for cash) lets one of any number of parallel retries
 * through; the others, and any repeat, answer the order as it now stands and start no second charge. Another
 * customer's order is a 404; a hold that ran out says so in the checkout's words.
 */
export async function retryPayment(
  deps: CheckoutDeps,
  customerId: number,
  orderNumber: string,
  body: RetryPaymentBody,
): Promise<PlaceOrderResponse> {
  const order = await ownOrder(deps, customerId, orderNumber);
  const now = deps.clock();
  const decision = paymentRetryOf(order, now);
  if (decision.kind === 'answer') return answerFor(order);
  if (decision.kind !== 'retry') throw new DomainError('conflict', decision.message, { reason: decision.kind });
  const { method, title, to, cardToken } = await retryMethod(deps, order, body);
  // A cash retry places the order now: its confirmation goes to the outbox with the claim, written (and its
  // name and lines read) by the one retry whose claim wins.
  const claimed = await deps.checkout.claimPaymentRetry(
    order.id,
    { to, method, title, now: now.toISOString() },
    to === 'pending' ? undefined : orderConfirmation(deps),
  );
  if (!claimed) {
    const current = (await deps.checkout.orderById(order.id)) ?? order;
    const again = paymentRetryOf(current, now);
    if (again.kind === 'answer') return answerFor(current);
    throw new DomainError('conflict', again.kind === 'retry' ? NO_ORDER : again.message, { reason: again.kind });
  }
  deps.log.info({ order: claimed.increment_id, attempt: claimed.payment_attempt, method }, 'payment retried');
  if (to === 'pending') return startOnlinePayment(deps, claimed, cardToken);
  return answerFor(claimed);
}

/**
 * The shopper gives up a declined order's hold to choose again (the failure page's "choose a timeslot"): its stock,
 * slot and voucher go back and its cart can be restored (restore-quote). Repeating it changes nothing more.
 */
export async function giveUpPaymentHold(
  deps: CheckoutDeps,
  customerId: number,
  orderNumber: string,
): Promise<{ released: boolean }> {
  const order = await ownOrder(deps, customerId, orderNumber);
  if (order.status !== 'holded') throw new DomainError('conflict', CHECKOUT_MESSAGES.orderNotPending);
  await deps.checkout.releasePaymentHold(order.id, deps.clock().toISOString(), true);
  return { released: true };
}
