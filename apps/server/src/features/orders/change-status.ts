import {
  type Order,
  DomainError,
  type OperatorTarget,
  ORDER_MESSAGES,
  orderStatusAtStep,
  orderStatusLabel,
  orderStatusOfSellerParts,
  OWN_SELLER_ID,
  ownStepOfTarget,
  ownStepTransitions,
  SELLER_CODE_STEPS,
  SELLER_TRANSITIONS,
  sellerCodeOfTarget,
  stepSendsMail,
  TRACKING_STEP_LABELS,
  trackingPath,
  transitionPath,
  type TrackingStep,
  isSellerOrderStatus,
} from '@sulit/domain';
import type { OrderStatusResponse } from '@sulit/contracts/orders';
import type { StatusChangeInput } from '@sulit/db';
import { orderStatusOf, ownStepOf, statusOf } from './order-parts';
import { orderStepMail } from './order-status-mail';
import type { OrdersDeps } from './orders-deps';
import { settlePicking } from './picking-settlement';

/** The staff id of an actor `staff:<id>` (0 for the operator tool and other actors). */
const staffIdOf = (actor: string) => Number(/^staff:(\d+)$/.exec(actor)?.[1] ?? 0);

/** The customer's mail about the step reached (out for delivery, delivered), written with the move; else null. */
async function stepMail(deps: OrdersDeps, order: Order, number: string, step: TrackingStep, kind: 'track' | 'trace') {
  if (!stepSendsMail(step)) return null;
  const firstname = (await deps.firstName(order.customer_id)) ?? 'there';
  return orderStepMail({
    to: order.customer_email,
    firstname,
    orderNumber: number,
    step,
    trackingUrl: `${deps.publicUrl}${trackingPath(kind === 'track' ? 'own_store' : 'third_party', number)}`,
  });
}

const refused = (why: string) => new DomainError('conflict', why);

/**
 * Moves an order (its number) or a third-party sub-order (`<n>-<k>`) to `target` along the transition
 * tables, recording every step passed with who and when, and e-mailing the customer on out-for-delivery and
 * delivered. The operator tool and PUT /transaction/orders/status both end here. A shopper's cancellation
 * is cancel-order.ts (it gives stock, slot and voucher back and refunds).
 */
export async function changeOrderStatus(
  deps: OrdersDeps,
  number: string,
  target: OperatorTarget,
  actor: string,
): Promise<OrderStatusResponse> {
  const now = deps.clock().toISOString();
  if (number.includes('-')) {
    const found = await deps.orders.orderOfSubNumber(number);
    if (!found) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
    const { order, seller } = found;
    const from = isSellerOrderStatus(seller.status) ? seller.status : 'created';
    if (orderStatusOf(order) === 'pending') throw refused(`Order ${order.increment_id} is waiting for its payment.`);
    const to = sellerCodeOfTarget(target);
    const path = transitionPath(SELLER_TRANSITIONS, from, to);
    if (!path) throw refused(`Sub-order ${number} cannot go from ${from} to ${to}.`);
    const changes: StatusChangeInput[] = path.map((code, i) => ({
      sub_increment_id: number,
      seller_id: seller.seller_id,
      from_status: i === 0 ? from : path[i - 1]!,
      to_status: code,
      step: SELLER_CODE_STEPS[code],
    }));
    const hasOwnPart = (await deps.orders.sellers(order.id)).some((s) => s.seller_id === OWN_SELLER_ID);
    const moved = await deps.orders.moveSubOrder(
      order,
      {
        sub_increment_id: number,
        from,
        to,
        changes,
        orderStatus: (codes) => (hasOwnPart ? null : orderStatusOfSellerParts(orderStatusOf(order), codes)),
        mail: await stepMail(deps, order, number, SELLER_CODE_STEPS[to], 'trace'),
      },
      actor,
      now,
    );
    if (!moved) throw refused(`Sub-order ${number} changed meanwhile; try again.`);
    const last = SELLER_CODE_STEPS[to];
    return {
      order_number: number,
      status: to,
      status_label: orderStatusLabel(to),
      tracking_status: TRACKING_STEP_LABELS[last],
      passed: changes.map((c) => TRACKING_STEP_LABELS[c.step as TrackingStep]),
    };
  }

  const order = await deps.orders.orderByNumber(number);
  if (!order) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
  const status = orderStatusOf(order);
  if (status === 'pending') throw refused(`Order ${number} is waiting for its payment.`);
  const toStep = ownStepOfTarget(target);
  if (!toStep) throw refused(`${target} is a third-party seller code; name a sub-order (${number}-1).`);
  const fromStep = ownStepOf(order);
  const path = transitionPath(ownStepTransitions(order.delivery_type), fromStep, toStep);
  if (!path)
    throw refused(
      `Order ${number} cannot go from ${TRACKING_STEP_LABELS[fromStep]} to ${TRACKING_STEP_LABELS[toStep]}.`,
    );
  // Leaving picking settles the order's final amount once, before it moves on (issue 36, decision 039).
  if (fromStep === 'fulfilling' && !path.includes('cancelled')) await settlePicking(deps, number, staffIdOf(actor));
  const changes: StatusChangeInput[] = path.map((step, i) => ({
    sub_increment_id: order.increment_id,
    seller_id: OWN_SELLER_ID,
    from_status: i === 0 ? status : orderStatusAtStep(path[i - 1]!),
    to_status: orderStatusAtStep(step),
    step,
  }));
  const toStatus = orderStatusAtStep(toStep);
  const moved = await deps.orders.moveOwnStore(
    order,
    {
      from: { status, step: order.tracking_step ?? 'created' },
      to: { status: toStatus, step: toStep },
      changes,
      // Mail once for the step reached (a jump to delivered does not also announce out-for-delivery).
      mail: await stepMail(deps, order, number, toStep, 'track'),
    },
    actor,
    now,
  );
  if (!moved) throw refused(`Order ${number} changed meanwhile; try again.`);
  return {
    order_number: number,
    status: toStatus,
    status_label: orderStatusLabel(statusOf(toStatus)),
    tracking_status: TRACKING_STEP_LABELS[toStep],
    passed: changes.map((c) => TRACKING_STEP_LABELS[c.step as TrackingStep]),
  };
}
