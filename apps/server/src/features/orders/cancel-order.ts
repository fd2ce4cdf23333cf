import type { OrderDetailView } from '@sulit/contracts/orders';
import type { StatusChangeInput } from '@sulit/db';
import {
  type Order,
  type OrderRefund,
  CANCELLABLE_SELLER_CODES,
  CANCELLABLE_STEPS,
  DomainError,
  ORDER_MESSAGES,
  OWN_SELLER_ID,
  STAFF_CANCELLABLE_STEPS,
  type TrackingStep,
} from '@sulit/domain';
import { orderDetailOf, WHOLE_ORDER_SHOP_ID } from './order-detail';
import { ownOrder, ownStepOf } from './order-parts';
import type { OrdersDeps } from './orders-deps';
import { askProvider } from './provider-money';
import { captureHold, holdCaptureKey } from './weighed-capture';

/** The provider's idempotency key of a cancelled order's refund: one order, one refund. */
function cancelRefundKey(incrementId: string): string {
  return `order-cancel-refund-${incrementId}`;
}

/** A cancelled paid order's one refund, asked of the provider (again, with its key, by the scheduled job). */
export const sendCancelRefund = (deps: OrdersDeps, refund: OrderRefund) =>
  askProvider(
    deps,
    { kind: 'refund', key: refund.idempotency_key, payment_ref: refund.payment_ref, amount: refund.amount },
    (done) => deps.orders.finishRefund(refund.order_id, done ? 'refunded' : 'failed', deps.clock().toISOString()),
  );

/**
 * A cancelled order's payment still open at the provider is cancelled there, so its page says so and takes no
 * card (issue 27.7). The order is cancelled whatever the provider answers: a card paid in the meantime is
 * refunded by the payment result, as for any payment of an order given up.
 */
async function closeOpenPayment(deps: OrdersDeps, paymentId: string): Promise<void> {
  try {
    await deps.refunds?.cancelPayment?.(paymentId);
  } catch (error) {
    deps.log.warn({ err: error, paymentId }, 'cancelling the open payment of a cancelled order failed');
  }
}

/**
 * A shopper cancels their order before it is being fulfilled (domain shopperCanCancel): one conditional
 * update wins, stock, slot place and voucher use come back, every part records the cancellation, and a
 * paid order is refunded once through the provider. A repeated cancel of a cancelled order answers it as is.
 */
export async function cancelOrder(deps: OrdersDeps, customerId: number, orderNumber: string): Promise<OrderDetailView> {
  const order = await ownOrder(deps, customerId, orderNumber);
  await cancelPlacedOrder(deps, order, `customer:${customerId}`, CANCELLABLE_STEPS);
  return orderDetailOf(deps, (await deps.orders.orderById(order.id)) ?? order, WHOLE_ORDER_SHOP_ID);
}

/**
 * Staff cancel an order (issue 35, the operator console) through the same steps as a shopper — give-back, one
 * refund row sent through the provider — but at any step the transition table lets go to cancelled.
 */
export async function cancelOrderAsStaff(deps: OrdersDeps, orderNumber: string, staffId: number): Promise<void> {
  const order = await deps.orders.orderByNumber(orderNumber);
  if (!order) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
  await cancelPlacedOrder(deps, order, `staff:${staffId}`, STAFF_CANCELLABLE_STEPS);
}

/**
 * The one cancellation: every part recorded, give-back in the same transaction, a paid order refunded once, a
 * held card's hold voided once (a capture of 0, decision 043).
 */
async function cancelPlacedOrder(
  deps: OrdersDeps,
  order: Order,
  actor: string,
  cancellableSteps: readonly TrackingStep[],
): Promise<void> {
  const sellers = await deps.orders.sellers(order.id);
  const hasOwnPart = sellers.length === 0 || sellers.some((s) => s.seller_id === OWN_SELLER_ID);
  const changes: StatusChangeInput[] = [
    ...(hasOwnPart
      ? [
          {
            sub_increment_id: order.increment_id,
            seller_id: OWN_SELLER_ID,
            from_status: order.status,
            to_status: 'canceled',
            step: 'cancelled',
          },
        ]
      : []),
    ...sellers
      .filter((s) => s.seller_id !== OWN_SELLER_ID)
      .map((s) => ({
        sub_increment_id: s.sub_increment_id,
        seller_id: s.seller_id,
        from_status: s.status,
        to_status: 'cancelled',
        step: 'cancelled',
      })),
  ];
  const outcome = await deps.orders.cancel(
    order,
    {
      cancellableSteps,
      cancellableCodes: CANCELLABLE_SELLER_CODES,
      refundKey: cancelRefundKey(order.increment_id),
      voidKey: holdCaptureKey(order.id),
    },
    changes,
    actor,
    deps.clock().toISOString(),
  );
  if (outcome.kind === 'refused') {
    const now = await deps.orders.orderById(order.id);
    if (now && ownStepOf(now) === 'cancelled') return;
    throw new DomainError('conflict', ORDER_MESSAGES.notCancellable);
  }
  if (outcome.refund) await sendCancelRefund(deps, outcome.refund);
  else if (outcome.voided) await captureHold(deps, order.id);
  else if (order.payment_ref && order.status === 'pending') await closeOpenPayment(deps, order.payment_ref);
}
