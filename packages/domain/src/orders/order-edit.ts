/**
 * Editing an order until picking starts (issue 36, decision 040): what may change when, the change's difference
 * in stock, and how the money follows it. The sale's own steps move stock, slot and voucher; these rules decide
 * which moves to ask for.
 */
import type { OrderStatus } from '../checkout/order-status';
import { slotPeriod } from '../checkout/delivery-slots';
import { CART_MAX_LINE_QTY, CART_MAX_LINES } from '../cart/cart-constants';
import { CANCELLABLE_SELLER_CODES } from './order-progress';
import type { TrackingStep } from './order-tracking';

/** The own store's steps before picking ("Start picking" in the console moves the order to fulfilling). */
export const EDITABLE_STEPS: readonly TrackingStep[] = ['created', 'verifying', 'accepted'];
/** A cash order, or an online order once paid; a pending one still waits for its payment. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['processing'];
/** The steps from picking on: the order is in the store's hands. */
const PICKING_OR_LATER: readonly TrackingStep[] = ['fulfilling', 'ready_to_ship', 'out_for_delivery', 'delivered'];

export const ORDER_EDIT_MESSAGES = {
  pickingStarted: 'We have started picking your order, so it can no longer be changed.',
  notEditable: 'This order can no longer be changed.',
  awaitingPayment: 'Please finish paying for this order before you change it.',
  staleVersion:
    'This order was changed somewhere else (another tab or device) after you opened it. Please look at it again and make your change once more.',
  paidIncrease:
    'This order is already paid online, so it cannot cost more. To buy extra items, please place a new order.',
  heldIncrease:
    'Your card is held for this order, so it cannot cost more. A lower total is simply what we take when we pick it. To buy extra items, please place a new order.',
  noItemsLeft: 'An order needs at least one item. To remove everything, cancel the order instead.',
  unknownLine: 'One of the items is not in this order. Please reload the page.',
  membershipLine: 'The membership card in this order cannot be changed.',
  sellerLine: 'Items from partner sellers cannot be changed here yet.',
  specialDiscount:
    'This order has your senior citizen / PWD discount, so it cannot be changed here. To change it, please cancel it and order again, or contact us.',
  nothingChanged: 'Nothing was changed: the quantities and the slot are as they were.',
  slotUnavailable: 'That slot is full or no longer open. Please choose another one.',
  outOfStock: 'We do not have that many of some items. Please lower the quantity and try again.',
  edited: 'Your order has been updated.',
  notSoldHere: 'That product is not sold at the store preparing this order, so it cannot be added.',
  sellerProduct: 'Products from partner sellers cannot be added to an order. Please add them to your cart instead.',
  tooManyLines: `An order holds at most ${CART_MAX_LINES} different items.`,
} as const;

export interface EditableOrderFacts {
  status: OrderStatus;
  /** the own store's step (null: the order has no own-store part) */
  ownStep: TrackingStep | null;
  sellerCodes: readonly string[];
  /** its stock, slot and voucher were given back (cancelled, unpaid) */
  released: boolean;
  /** it took the senior / PWD special discount (decision 038): its week's use would have to move too; refused */
  tookSpecialDiscount: boolean;
}

/** Why this order cannot be edited now, in the shopper's words; null when it can. */
export function orderEditRefusal(order: EditableOrderFacts): string | null {
  if (order.ownStep !== null && PICKING_OR_LATER.includes(order.ownStep)) return ORDER_EDIT_MESSAGES.pickingStarted;
  if (order.released || (order.ownStep !== null && !EDITABLE_STEPS.includes(order.ownStep)))
    return ORDER_EDIT_MESSAGES.notEditable;
  if (order.status === 'pending') return ORDER_EDIT_MESSAGES.awaitingPayment;
  if (!EDITABLE_STATUSES.includes(order.status)) return ORDER_EDIT_MESSAGES.notEditable;
  if (!order.sellerCodes.every((c) => (CANCELLABLE_SELLER_CODES as readonly string[]).includes(c)))
    return ORDER_EDIT_MESSAGES.notEditable;
  if (order.tookSpecialDiscount) return ORDER_EDIT_MESSAGES.specialDiscount;
  return null;
}

/** An order line as the edit sees it. */
export interface EditLine {
  id: number;
  product_id: number;
  sku: string;
  seller_id: string;
  qty: number;
}

export type EditedLines<L extends EditLine> =
  { ok: true; lines: (L & { qty: number })[]; changed: boolean } | { ok: false; message: string };

/**
 * The order's lines after the shopper's new quantities (0 removes a line; lines not named keep theirs). Only the
 * own store's goods change here: membership cards never, partner sellers' lines not yet (their sub-orders are
 * theirs to fulfil). At least one line stays.
 */
export function editedLines<L extends EditLine>(
  lines: readonly L[],
  changes: readonly { line_id: number; qty: number }[],
  ownSellerId: string,
): EditedLines<L> {
  const wanted = new Map<number, number>();
  for (const change of changes) {
    if (wanted.has(change.line_id)) return { ok: false, message: ORDER_EDIT_MESSAGES.unknownLine };
    if (!Number.isInteger(change.qty) || change.qty < 0 || change.qty > CART_MAX_LINE_QTY)
      return { ok: false, message: `Quantities go from 0 to ${CART_MAX_LINE_QTY}.` };
    wanted.set(change.line_id, change.qty);
  }
  let changed = false;
  const after: (L & { qty: number })[] = [];
  for (const line of lines) {
    const qty = wanted.get(line.id);
    wanted.delete(line.id);
    if (qty === undefined || qty === line.qty) {
      after.push(line);
      continue;
    }
    if (line.product_id <= 0) return { ok: false, message: ORDER_EDIT_MESSAGES.membershipLine };
    if (line.seller_id !== ownSellerId) return { ok: false, message: ORDER_EDIT_MESSAGES.sellerLine };
    changed = true;
    if (qty > 0) after.push({ ...line, qty });
  }
  if (wanted.size > 0) return { ok: false, message: ORDER_EDIT_MESSAGES.unknownLine };
  if (after.length === 0) return { ok: false, message: ORDER_EDIT_MESSAGES.noItemsLeft };
  return { ok: true, lines: after, changed };
}

/** A product the shopper adds to the order: one the order already holds adds to that line's quantity. */
export interface EditAddition {
  product_id: number;
  qty: number;
}

export type FoldedAdditions =
  | { ok: true; changes: { line_id: number; qty: number }[]; newProducts: EditAddition[] }
  | { ok: false; message: string };

/**
 * Additions folded into the quantity changes (decision 040): a product already on one of the order's lines raises
 * that line (over any new quantity the same edit gives it), the others become new lines. Each product is named
 * once; quantities and the number of lines stay within the cart's own limits.
 */
export function foldAdditions(
  lines: readonly EditLine[],
  changes: readonly { line_id: number; qty: number }[],
  additions: readonly EditAddition[],
): FoldedAdditions {
  const folded = new Map(changes.map((c) => [c.line_id, c.qty]));
  const newProducts: EditAddition[] = [];
  const seen = new Set<number>();
  for (const add of additions) {
    if (seen.has(add.product_id)) return { ok: false, message: ORDER_EDIT_MESSAGES.unknownLine };
    seen.add(add.product_id);
    if (!Number.isInteger(add.qty) || add.qty < 1 || add.qty > CART_MAX_LINE_QTY)
      return { ok: false, message: `Quantities go from 1 to ${CART_MAX_LINE_QTY}.` };
    const line = lines.find((l) => l.product_id === add.product_id);
    if (line) folded.set(line.id, (folded.get(line.id) ?? line.qty) + add.qty);
    else newProducts.push(add);
  }
  if (lines.length + newProducts.length > CART_MAX_LINES)
    return { ok: false, message: ORDER_EDIT_MESSAGES.tooManyLines };
  return { ok: true, changes: [...folded].map(([line_id, qty]) => ({ line_id, qty })), newProducts };
}

/** What the edit takes from stock and gives back, per line: only the difference moves. */
export function stockDifference(
  before: readonly EditLine[],
  after: readonly EditLine[],
): { take: { line_id: number; qty: number }[]; giveBack: { line_id: number; qty: number }[] } {
  const afterQty = new Map(after.map((l) => [l.id, l.qty]));
  const take: { line_id: number; qty: number }[] = [];
  const giveBack: { line_id: number; qty: number }[] = [];
  for (const line of before) {
    const delta = (afterQty.get(line.id) ?? 0) - line.qty;
    if (delta > 0) take.push({ line_id: line.id, qty: delta });
    if (delta < 0) giveBack.push({ line_id: line.id, qty: -delta });
  }
  return { take, giveBack };
}

export type EditPayment =
  | { kind: 'owe'; amount: number }
  | { kind: 'none' }
  | { kind: 'refund'; amount: number }
  | { kind: 'refuse'; message: string };

/**
 * How the money follows an edit (decision 040): cash is paid on delivery, so it simply owes the new total; a paid
 * online order is refunded a decrease once, and an increase is refused (the shopper places a new order for more);
 * a held card (decision 043) needs no refund for a decrease, as picking captures the settled total.
 */
export function editPayment(order: {
  paidOnline: boolean;
  /** the card is held, not charged (goods sold by weight, decision 043): it is captured for the total at picking */
  held?: boolean;
  before: number;
  after: number;
}): EditPayment {
  if (!order.paidOnline) return { kind: 'owe', amount: order.after };
  if (order.held)
    return order.after > order.before
      ? { kind: 'refuse', message: ORDER_EDIT_MESSAGES.heldIncrease }
      : { kind: 'none' };
  if (order.after > order.before) return { kind: 'refuse', message: ORDER_EDIT_MESSAGES.paidIncrease };
  if (order.after < order.before) return { kind: 'refund', amount: order.before - order.after };
  return { kind: 'none' };
}

/** The provider's idempotency key of one edit's refund: one edit (its version), one refund. */
export function orderEditRefundKey(incrementId: string, version: number): string {
  return `order-edit-refund-${incrementId}-v${version}`;
}

/** The voucher after the edit: kept while it still takes money off, else its use is given back. */
export function voucherAfterEdit(voucherId: number | null, stillDiscounts: boolean): 'keep' | 'give_back' | 'none' {
  if (voucherId === null) return 'none';
  return stillDiscounts ? 'keep' : 'give_back';
}

const manilaHour = (iso: string) => (new Date(iso).getUTCHours() + 8) % 24;

/** A slot's period 'HH:00-HH:00' in Manila time, as orders store it (checkout's own reading of a slot). */
export function manilaSlotPeriod(startsAt: string, endsAt: string): string {
  const end = manilaHour(endsAt);
  return slotPeriod(manilaHour(startsAt), end === 0 ? 24 : end);
}
