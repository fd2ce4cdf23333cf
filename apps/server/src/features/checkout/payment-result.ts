import type { OrderRow } from '@sulit/db';
import {
  isOnlineMethod,
  nextOrderStatus,
  normalizePaymentMethodCode,
  type OrderEvent,
  releasesReservations,
} from '@sulit/domain';
import type { CheckoutDeps, CheckoutPaymentResult } from './checkout-deps';
import { activateMembershipLines, paidAtOf } from './membership-activation';
import { orderConfirmationMail } from './order-mail';
import { orderViewOf } from './order-view';

export async function sendConfirmation(deps: CheckoutDeps, order: OrderRow): Promise<void> {
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

/**
 * The PaymentResultHandler (payments feature → checkout): paid → processing; declined → holded
 * (Payment Failed); expired → canceled; failed and expired orders give back stock, slot and voucher.
 * Applied once however often a result arrives (the status update is conditional on `pending`). A cash
 * or free order is never marked paid; a paid result with the wrong amount or currency is refused.
 */
export function createPaymentResultHandler(deps: CheckoutDeps) {
  return async function applyPaymentResult(result: CheckoutPaymentResult): Promise<void> {
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
    if (result.status === 'paid' && (result.amountCentavos !== order.grand_total || result.currency !== 'PHP')) {
      deps.log.error(
        { order: order.increment_id, amount: result.amountCentavos },
        'paid amount differs from the order',
      );
      return;
    }
    const event: OrderEvent =
      result.status === 'paid'
        ? 'payment_succeeded'
        : result.status === 'failed'
          ? 'payment_failed'
          : 'payment_expired';
    const to = order.status === 'pending' ? nextOrderStatus('pending', event) : null;
    if (!to) {
      if (result.status === 'paid' && order.status !== 'processing' && order.paid_at === null) {
        // Paid after the order was given up (expired or declined earlier): the money must go back.
        deps.log.error({ order: order.increment_id, status: order.status }, 'payment succeeded for a closed order');
        await deps.payments?.refund?.({
          paymentId: result.paymentId,
          amountCentavos: result.amountCentavos,
          idempotencyKey: `refund-${order.increment_id}-${result.paymentId}`,
        });
      } else if (result.status === 'paid' && order.paid_at !== null) {
        // A paid result again (replay, or return and webhook together): membership lines apply once each.
        await activateMembershipLines(deps, order, paidAtOf(order));
      }
      return;
    }
    const now = deps.clock().toISOString();
    const applied = await deps.checkout.settlePayment(order.id, {
      from: 'pending',
      to,
      release: releasesReservations(to),
      paid: result.status === 'paid',
      now,
    });
    if (applied && result.status === 'paid') {
      const fresh = await deps.checkout.orderById(order.id);
      if (fresh) {
        await activateMembershipLines(deps, fresh, paidAtOf(fresh));
        await sendConfirmation(deps, fresh);
      }
    }
  };
}
