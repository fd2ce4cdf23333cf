import type { PaymentStateView } from '@sulit/contracts/checkout';
import { paymentRetryOf } from '@sulit/domain';
import type { CheckoutDeps } from './checkout-deps';
import { ownOrder, retryChoices } from './retry-payment';

/** The failure page's facts about the caller's own order (issue 27.8): paid or not, its hold, how to retry. */
export async function paymentState(
  deps: CheckoutDeps,
  customerId: number,
  orderNumber: string,
): Promise<PaymentStateView> {
  const order = await ownOrder(deps, customerId, orderNumber);
  const retryable = paymentRetryOf(order, deps.clock()).kind === 'retry';
  const { methods } = retryable ? await retryChoices(deps, order) : { methods: [] };
  return {
    orderId: order.increment_id,
    status: order.status,
    paid: order.paid_at !== null,
    released: order.released_at !== null,
    hold_until: order.payment_hold_until,
    delivery_type: order.delivery_type,
    grand_total: order.grand_total,
    retry_methods: methods.filter((m) => m.is_available).map((m) => ({ code: m.code, title: m.title })),
  };
}
