import type { OrderEditView } from '@sulit/contracts/order-edit';
import {
  type Adjustment,
  type EditableOrderFacts,
  formatDateTime,
  formatSlot,
  type Order,
  OWN_SELLER_ID,
  SLOT_DAYS_AHEAD,
  slotDates,
  slotFactsOf,
  slotState,
  type SubOrder,
} from '@sulit/domain';
import type { OrderEditRecord } from '@sulit/db';
import { lineChoicesOf } from './order-edit-choices';
import { ownStepOf } from './order-parts';
import type { OrdersDeps } from './orders-deps';

/** The facts `orderEditRefusal` judges, read from the order, its sellers' parts and its adjustments. */
export function editFactsOf(
  order: Order,
  sellers: readonly SubOrder[],
  adjustments: readonly Adjustment[],
): EditableOrderFacts {
  const hasOwnPart = sellers.length === 0 || sellers.some((s) => s.seller_id === OWN_SELLER_ID);
  return {
    status: order.status,
    ownStep: hasOwnPart ? ownStepOf(order) : null,
    sellerCodes: sellers.filter((s) => s.seller_id !== OWN_SELLER_ID).map((s) => s.status),
    released: order.released_at !== null,
    tookSpecialDiscount: adjustments.some((a) => a.kind === 'special_discount' && a.amount !== 0),
  };
}

/** What paying for a change means for this order (decision 040), said on the page before the shopper edits. */
export function paymentNoteOf(order: Order, held: boolean): string {
  if (order.payment_method === 'cashondelivery') return 'You pay the new total in cash when you receive your order.';
  return held
    ? 'Your card is held for this order and charged only for what we pick. It cannot cost more: to buy extra items, please place a new order.'
    : 'This order is paid. If your changes lower the total, we refund the difference to your payment method. It cannot cost more: to buy extra items, please place a new order.';
}

function historyOf(edits: readonly OrderEditRecord[]): OrderEditView['history'] {
  return edits.map((e) => ({
    version: e.version,
    at: formatDateTime(e.created_at),
    by: e.actor.startsWith('customer:') ? 'You' : 'Store staff',
    lines: e.changes.lines.map((l) => ({ name: l.name, before: l.before, after: l.after })),
    slot: e.changes.slot,
    choices: e.changes.choices ?? [],
    total_before: e.total_before,
    total_after: e.total_after,
    refund_amount: e.refund_amount,
    refund_status: e.refund_status,
  }));
}

/** The order's edit page: its lines and totals as they stand, the slots it may move to, and its edits so far. */
export async function orderEditViewOf(
  deps: OrdersDeps,
  order: Order,
  refusal: string | null,
  message?: string,
): Promise<OrderEditView> {
  const now = deps.clock();
  const [lines, version, edits, hold] = await Promise.all([
    deps.orders.lines(order.id),
    deps.edits.versionOf(order.id),
    deps.edits.editsOf(order.id),
    deps.weighing.hold(order.id),
  ]);
  const dates = slotDates(now, SLOT_DAYS_AHEAD);
  const slots =
    order.slot_id !== null && refusal === null
      ? await deps.edits.slots({
          source_code: order.source_code,
          is_store_pickup: order.delivery_type === 'pickup',
          from_date: dates[0]!,
          to_date: dates[dates.length - 1]!,
        })
      : [];
  const available = (s: (typeof slots)[number]) => slotState(slotFactsOf(s), now) === 'available';
  const editable = (l: { product_id: number; seller_id: string }) =>
    refusal === null && l.product_id > 0 && l.seller_id === OWN_SELLER_ID;
  const choices = refusal === null ? await lineChoicesOf(deps, order, editable) : new Map();
  return {
    order_number: order.increment_id,
    version,
    refusal,
    payment_note: paymentNoteOf(order, hold !== null),
    lines: lines.map((l) => ({
      line_id: l.id,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      unit_price: l.unit_price,
      row_total: l.row_total,
      editable: editable(l),
      substitution: choices.get(l.id) ?? null,
    })),
    totals: {
      subtotal: order.subtotal,
      discount_amount: order.discount_amount,
      shipping_amount: order.shipping_amount,
      fee: order.fee,
      grand_total: order.grand_total,
    },
    slot: order.slot_id !== null ? { slot_id: order.slot_id, label: order.slot_label ?? '' } : null,
    slots: slots
      .filter((s) => s.id === order.slot_id || available(s))
      .map((s) => ({ slot_id: s.id, label: formatSlot(s.starts_at, s.ends_at), available: available(s) })),
    history: historyOf(edits),
    ...(message ? { message } : {}),
  };
}
