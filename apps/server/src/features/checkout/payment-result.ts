import {
  CURRENCY,
  isOnlineMethod,
  normalizePaymentMethodCode,
  type Order,
  orderSettlementOf,
  paymentHoldUntil,
  statusWhenPaid,
} from '@sulit/domain';
import type { CheckoutDeps, CheckoutPaymentResult } from './checkout-deps';
import { activateMembershipLines, paidAtOf } from './membership-activation';
import { orderConfirmationMail } from './order-mail';
import { orderViewFrom } from './order-view';
import type { PlaceOrderInput } from '@sulit/db';

/**
 * An order's confirmation, written to the outbox in the transaction that makes it true (issue 27 item 1): place
 * order's for cash and free orders, the payment's settlement for orders paid online. The mail exists exactly
 * when the order (or its payment) does, and no request waits for SMTP.
 */
export function orderConfirmation(deps: CheckoutDeps): NonNullable<PlaceOrderInput['confirmation']> {
  // the name, lines and parts are read by the transaction that wins the change, inside it, and by no one else
  return ({ order, lines, sellers, firstname }) =>
    orderConfirmationMail(
      order.customer_email,
      firstname ?? 'there',
      orderViewFrom(order, lines, sellers),
      deps.publicUrl,
    );
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
      // a hold (decision 043) covers the order's estimate plus a margin: never less than the order
      const wrongAmount =
        (result.status === 'paid' && result.amountCentavos !== order.grand_total) ||
        (result.status === 'authorised' && result.amountCentavos < order.grand_total);
      if (wrongAmount || (result.status !== 'failed' && result.status !== 'expired' && result.currency !== CURRENCY)) {
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
          const settled = await deps.checkout.settlePayment(
            order.id,
            {
              ...change,
              now: now.toISOString(),
              // a declined order keeps its reservations for a retry (issue 28)
              ...(hold ? { holdUntil: paymentHoldUntil(now) } : {}),
              // a membership-only order is complete once paid: decided from its lines by the winner alone
              ...(change.paid
                ? {
                    paidStatus: (lines) =>
                      statusWhenPaid(
                        change.to,
                        lines.map((l) => l.product_type),
                      ),
                  }
                : {}),
            },
            orderConfirmation(deps),
          );
          if (!settled) continue;
          if (settled.paid_at !== null) await activateMembershipLines(deps, settled, paidAtOf(settled));
          return;
        }
      }
    }
    throw new Error(`payment result for ${result.orderRef} could not be applied: the order kept changing`);
  };
}
