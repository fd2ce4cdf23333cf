import type { PlaceOrderResponse } from '@sulit/contracts/checkout';
import {
  CHECKOUT_FAILURE_PATH,
  CHECKOUT_MESSAGES,
  CHECKOUT_SUCCESS_PATH,
  CURRENCY,
  DomainError,
  GATEWAY_RESOLVER_PATH,
  normalizePaymentMethodCode,
  ONLINE_METHOD_OF,
  type Order,
  paymentAttemptKey,
  authorisedAmount,
  estimatedRowTotal,
  orderedGrams,
} from '@sulit/domain';
import type { CheckoutDeps } from './checkout-deps';
import { createPaymentResultHandler } from './payment-result';

/** The place-order answer for an order and where the shopper goes next. */
function answerOf(order: Order, next: PlaceOrderResponse['next']): PlaceOrderResponse {
  return {
    orderId: order.increment_id,
    order_id: order.id,
    increment_id: order.increment_id,
    status: order.status,
    grand_total: order.grand_total,
    next,
  };
}

const successPage = (order: Order): PlaceOrderResponse['next'] => ({
  type: 'success',
  url: `${CHECKOUT_SUCCESS_PATH}?orderId=${order.increment_id}`,
});
const failurePage = (order: Order): PlaceOrderResponse['next'] => ({
  type: 'success',
  url: `${CHECKOUT_FAILURE_PATH}?orderId=${order.increment_id}`,
});
/** The gateway resolver finds the order's latest payment and sends the shopper there. */
const gateway = (order: Order, redirectUrl: string | null): PlaceOrderResponse['next'] => ({
  type: 'gateway',
  action: GATEWAY_RESOLVER_PATH,
  fields: { orderId: order.increment_id, customerId: String(order.customer_id) },
  redirectUrl,
});

/**
 * Where an order stands, as the shopper is told: paid or cash → the success page; held (payment failed) or
 * cancelled → the failure page; still waiting for its payment → the provider (through the resolver).
 */
export function answerFor(order: Order): PlaceOrderResponse {
  if (order.status === 'pending') return answerOf(order, gateway(order, order.payment_redirect_url));
  if (order.status === 'holded' || order.status === 'canceled') return answerOf(order, failurePage(order));
  return answerOf(order, successPage(order));
}

/**
 * What the card is asked for (decision 043): an order with goods sold by weight holds its total plus each weighed
 * line's margin, captured for the weighed amount at picking; any other order is charged its total.
 */
async function amountToAsk(deps: CheckoutDeps, order: Order): Promise<{ amount: number; hold: boolean }> {
  const weighed = await deps.weighing.lines(order.id);
  if (weighed.length === 0) return { amount: order.grand_total, hold: false };
  const lines = weighed.map((l) => ({
    estimate: estimatedRowTotal(orderedGrams(l), l.price_per_kg),
    margin_percent: l.margin_percent,
  }));
  return { amount: authorisedAmount(order.grand_total, lines), hold: true };
}

/**
 * Starts a new online order's payment at the provider, once: only the request that placed the order calls this
 * (a repeated submit answers `answerFor` and never starts a second charge). The provider's idempotency key is the
 * order number. A provider that answers at once (a saved card) settles the order now.
 */
export async function startOnlinePayment(
  deps: CheckoutDeps,
  order: Order,
  cardToken?: string,
): Promise<PlaceOrderResponse> {
  const payments = deps.payments;
  const method = normalizePaymentMethodCode(order.payment_method);
  const gatewayMethod = method ? ONLINE_METHOD_OF[method] : undefined;
  if (!payments || !gatewayMethod) throw new DomainError('unavailable', CHECKOUT_MESSAGES.failedToPlaceOrder);
  const handle = createPaymentResultHandler(deps);
  let started;
  const ask = await amountToAsk(deps, order);
  try {
    started = await payments.startPayment({
      orderRef: order.increment_id,
      customerId: order.customer_id,
      amountCentavos: ask.amount,
      ...(ask.hold ? { capture: 'manual' as const } : {}),
      currency: CURRENCY,
      method: gatewayMethod,
      ...(cardToken ? { cardToken } : {}),
      returnUrl: deps.paymentReturnUrl,
      idempotencyKey: paymentAttemptKey(order.increment_id, order.payment_attempt),
    });
  } catch (error) {
    deps.log.error({ err: error, order: order.increment_id }, 'starting the payment failed');
    await handle({
      paymentId: 'not-started',
      orderRef: order.increment_id,
      status: 'failed',
      amountCentavos: 0,
      currency: CURRENCY,
    });
    throw new DomainError('unavailable', CHECKOUT_MESSAGES.failedToPlaceOrder);
  }
  await deps.checkout.recordPaymentStarted(order.id, {
    payment_ref: started.paymentId,
    redirect_url: started.redirectUrl ?? null,
    now: deps.clock().toISOString(),
  });
  const status = started.status;
  if (status === 'paid' || status === 'authorised' || status === 'failed' || status === 'expired') {
    await handle({
      paymentId: started.paymentId,
      orderRef: order.increment_id,
      status,
      amountCentavos: ask.amount,
      currency: CURRENCY,
    });
    return answerFor((await deps.checkout.orderById(order.id)) ?? order);
  }
  return answerOf(order, gateway(order, started.redirectUrl ?? null));
}
