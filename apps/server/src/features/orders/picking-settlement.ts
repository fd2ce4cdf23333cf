import type { OrderSubstitutions } from '@sulit/contracts/substitutions';
import type { PickingLine, PickingRefund, SettlementPlan, SettlementState } from '@sulit/db';
import {
  captureOf,
  DomainError,
  type Fulfilment,
  mayRejectSubstitute,
  ORDER_MESSAGES,
  OWN_SELLER_ID,
  pickedRowTotal,
  refundDue,
  settledTotals,
  SUBSTITUTION_LABELS,
  SUBSTITUTION_MESSAGES,
  type TrackingStep,
  withWeighedTotals,
} from '@sulit/domain';
import { ownOrder } from './order-parts';
import type { OrdersDeps } from './orders-deps';
import { askProvider } from './provider-money';
import { captureHold, holdCaptureKey } from './weighed-capture';

/** The provider's idempotency keys: one refund for the settlement, one per rejected swap. */
const settleKey = (number: string) => `picking-settle-${number}`;
const rejectKey = (number: string, lineId: number) => `picking-reject-${number}-${lineId}`;

/**
 * The one rule the settlement and a rejection share: the picked lines through the one totals function, and, for a
 * paid card order, what it paid above the new total and has not had back yet (a cash order just owes the total).
 */
/** `captureKey`: the settlement's (a held card is captured once); a rejection captures nothing more. */
function planOf(refund: { key: string; reason: 'settlement' | 'rejection' }, captureKey: string | null) {
  return (state: SettlementState): SettlementPlan => {
    const picks = state.lines.flatMap((l) => (l.pick ? [l.pick] : []));
    // goods sold by weight at what the scale read (decision 043); a held card is captured, not refunded
    const totals = settledTotals(withWeighedTotals(state.lines, state.weighing.weighed), picks, state.adjustments);
    const charged = state.settlement?.original_total ?? state.order.grand_total;
    const amount =
      state.order.paid && state.order.payment_ref && !state.weighing.held
        ? refundDue({ charged, finalTotal: totals.order.grand_total, refundedSoFar: state.refundedSoFar })
        : 0;
    const hold = state.weighing.hold;
    const capture = hold && captureKey ? captureOf({ settledTotal: totals.order.grand_total, held: hold.held }) : null;
    return {
      order: totals.order,
      own: totals.sellers.get(OWN_SELLER_ID),
      refund: amount > 0 ? { ...refund, amount } : null,
      capture: capture && captureKey ? { key: captureKey, amount: capture.capture, capped: capture.capped } : null,
    };
  };
}

/** A picking refund (the settlement's or a rejection's), asked of the provider (again by the scheduled job). */
export const sendPickingRefund = (deps: OrdersDeps, refund: PickingRefund) =>
  askProvider(
    deps,
    { kind: 'refund', key: refund.idempotency_key, payment_ref: refund.payment_ref, amount: refund.amount },
    (done) =>
      deps.picking.finishRefund(refund.idempotency_key, done ? 'refunded' : 'failed', deps.clock().toISOString()),
  );

/**
 * Picking is finished (the console's "Packed" move): the order's final amount is settled once from the picked
 * lines and a paid card gets the difference back once. Any number of calls settle it once.
 */
export async function settlePicking(deps: OrdersDeps, orderNumber: string, staffId: number): Promise<void> {
  const order = await deps.orders.orderByNumber(orderNumber);
  if (!order) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
  const outcome = await deps.picking.settle(order.id, {
    staffId,
    now: deps.clock().toISOString(),
    plan: planOf({ key: settleKey(order.increment_id), reason: 'settlement' }, holdCaptureKey(order.id)),
  });
  if (outcome.reason === 'not_found') throw new DomainError('not_found', ORDER_MESSAGES.notFound);
  if (outcome.reason === 'not_picking') throw new DomainError('conflict', SUBSTITUTION_MESSAGES.notPicking);
  if (outcome.reason === 'out_of_stock')
    throw new DomainError('conflict', SUBSTITUTION_MESSAGES.swapShortOfStock, { invalid_qty: outcome.skus ?? [] });
  if (outcome.refund) await sendPickingRefund(deps, outcome.refund);
  if (outcome.settled) await captureHold(deps, order.id);
}

const stepOf = (step: string | null) => (step ?? 'created') as TrackingStep;

function lineView(line: PickingLine, order: { tracking_step: string | null; delivery_type: Fulfilment }) {
  const pick = line.pick;
  const substitute =
    pick?.outcome === 'substituted'
      ? {
          sku: pick.substitute_sku ?? '',
          name: pick.substitute_name ?? '',
          qty: pick.substitute_qty,
          unit_price: pick.substitute_unit_price,
          row_total: pickedRowTotal(line, { ...pick, rejected: false }),
          consent: pick.consent,
        }
      : null;
  return {
    line_id: line.id,
    sku: line.sku,
    name: line.name,
    qty: line.qty,
    unit_price: line.unit_price,
    row_total: line.row_total,
    choice: line.substitution,
    choice_label: SUBSTITUTION_LABELS[line.substitution],
    outcome: pick?.outcome ?? ('as_ordered' as const),
    substitute,
    rejected: pick?.rejected ?? false,
    can_reject:
      substitute !== null && !pick?.rejected && mayRejectSubstitute(stepOf(order.tracking_step), order.delivery_type),
  };
}

/** The substitutions of an order and its settlement, as its owner (or the console) reads them. */
export async function substitutionsOf(
  deps: OrdersDeps,
  order: { id: number; increment_id: string; tracking_step: string | null; delivery_type: Fulfilment },
): Promise<OrderSubstitutions> {
  const [lines, settlement, refunds] = await Promise.all([
    deps.picking.lines(order.id),
    deps.picking.settlement(order.id),
    deps.picking.refunds(order.id),
  ]);
  return {
    order_number: order.increment_id,
    lines: lines.map((l) => lineView(l, order)),
    settlement,
    refunds: refunds.map((r) => ({ amount: r.amount, status: r.status, reason: r.reason })),
  };
}

export async function ownOrderSubstitutions(
  deps: OrdersDeps,
  customerId: number,
  orderNumber: string,
): Promise<OrderSubstitutions> {
  return substitutionsOf(deps, await ownOrder(deps, customerId, orderNumber));
}

/**
 * The shopper turns a swap down until hand-over: the line is refunded (once: the pick's conditional update), the
 * order settled again through the same rule, a paid card given that line back under its own key.
 */
export async function rejectSubstitute(
  deps: OrdersDeps,
  customerId: number,
  orderNumber: string,
  lineId: number,
): Promise<OrderSubstitutions> {
  const order = await ownOrder(deps, customerId, orderNumber);
  const outcome = await deps.picking.reject(order.id, lineId, {
    now: deps.clock().toISOString(),
    mayReject: (o) =>
      (o.status === 'processing' || o.status === 'pending') &&
      mayRejectSubstitute(stepOf(o.tracking_step), o.delivery_type as Fulfilment),
    plan: planOf({ key: rejectKey(order.increment_id, lineId), reason: 'rejection' }, null),
  });
  if (outcome.outcome === 'not_a_swap') throw new DomainError('not_found', SUBSTITUTION_MESSAGES.notASwap);
  if (outcome.outcome === 'too_late') throw new DomainError('conflict', SUBSTITUTION_MESSAGES.notRejectable);
  if (outcome.refund) await sendPickingRefund(deps, outcome.refund);
  return ownOrderSubstitutions(deps, customerId, orderNumber);
}
