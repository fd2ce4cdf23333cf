import {
  CURRENCY,
  isOnlineMethod,
  normalizePaymentMethodCode,
  type Order,
  orderSettlementOf,
  paymentHoldUntil,
} from '@sulit/domain';
import type { CheckoutDeps, CheckoutPaymentResult } from './checkout-deps';
import { activateMembershipLines, paidAtOf } from './membership-activation';
import { orderConfirmationMail } from './order-mail';
import { orderViewOf } from './order-view';

export async function sendConfirmation(deps: CheckoutDeps, order: Order): Promise<void> {
  try {
    const customer = await deps.customers.byId(order.customer_id);
    const view = await orderViewOf(deps, order);
    await deps.mailer.send(
      orderConfirmationMail(order.customer_email, customer?.firstname ?? 'there', view, deps.publicUrl),
    );
  } catch (error) {
    // The order stands; a lost e-mail is logged, never a failed order.
    deps.log.error({ err: error, order: order.increment_id }, 'order confirmation e-mail failed');
  }
}

/** The one refund of a payment that must go back (its key: one order, one payment, one refund). */
async function refundPaid(deps: CheckoutDeps, order: Order, result: CheckoutPaymentResult): Promise<void> {
  deps.log.error(
    { order: order.increment_id, status: order.status, paymentId: result.paymentId },
    'payment succeeded for an order given up before it was paid: refunding',
  );
  await deps.payments?.refund?.({
    paymentId: result.paymentId,
    amountCentavos: result.amountCentavos,
    idempotencyKey: `refund-${order.increment_id}-${result.paymentId}`,
  });
}

/** A settle that loses to a cancel (or another result) tries again from the order as it now stands. */
const SETTLE_TRIES = 3;

/**
 * The PaymentResultHandler (payments feature → checkout): each result is decided by the domain's
 * `orderSettlementOf` against the order as it stands — paid → processing; declined → holded (Payment Failed, reservations kept for the retry hold);
 * expired → canceled, giving back stock, slot and voucher; paid for an order given up unpaid → refunded once.
 * The status update is conditional on `pending`: when it loses a race the order is read again and decided again.
 * A cash or free order is never marked paid; a paid result with the wrong amount or currency is refused.
 */
export function createPaymentResultHandler(deps: CheckoutDeps) {
  return async function applyPaymentResult(result: CheckoutPaymentResult): Promise<void> {
    for (let attempt = 0; attempt < SETTLE_TRIES; attempt++) {
      const order = await deps.checkout.orderByIncrementId(result.orderRef);
      if (!order) {
        deps.log.warn({ orderRef: result.orderRef }, 'payment result for an unknown order');
        return;
      }
      const method = normalizePaymentMethodCode(order.payment_method);
      if (!method || !isOnlineMethod(method)) {
        deps.log.warn({ order: order.increment_id }, 'payment result for an order that is not paid online: ignored');
        return;
      }
      if (order.payment_ref !== null && order.payment_ref !== result.paymentId) {
        deps.log.warn({ order: order.increment_id, paymentId: result.paymentId }, 'payment result for another payment');
        return;
      }
      if (result.status === 'paid' && (result.amountCentavos !== order.grand_total || result.currency !== CURRENCY)) {
        deps.log.error(
          { order: order.increment_id, amount: result.amountCentavos },
          'paid amount differs from the order',
        );
        return;
      }
      const settlement = orderSettlementOf(order, result.status);
      switch (settlement.kind) {
        case 'ignore':
          return;
        case 'refund':
          return refundPaid(deps, order, result);
        case 'already_paid':
          // Membership lines apply once each, however often the paid result comes.
          await activateMembershipLines(deps, order, paidAtOf(order));
          return;
        case 'settle': {
          const { kind: _kind, hold, ...change } = settlement;
          const now = deps.clock();
          const settled = await deps.checkout.settlePayment(order.id, {
            ...change,
            now: now.toISOString(),
            // a declined order keeps its reservations for a retry (issue 28)
            ...(hold ? { holdUntil: paymentHoldUntil(now) } : {}),
          });
          if (!settled) continue;
          if (settled.paid_at !== null) {
            await activateMembershipLines(deps, settled, paidAtOf(settled));
            await sendConfirmation(deps, settled);
          }
          return;
        }
      }
    }
    throw new Error(`payment result for ${result.orderRef} could not be applied: the order kept changing`);
  };
}
