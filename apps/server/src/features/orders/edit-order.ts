import type { OrderEditBody, OrderEditView } from '@sulit/contracts/order-edit';
import type { OrderEditChanges, OrderEditInput } from '@sulit/db';
import {
  DomainError,
  editedLines,
  editPayment,
  type EditAddition,
  foldAdditions,
  formatSlot,
  manilaSlotPeriod,
  type Order,
  ORDER_EDIT_MESSAGES,
  orderEditRefundKey,
  orderEditRefusal,
  type OrderLine,
  OWN_SELLER_ID,
  bookableStartsAfter,
  slotFactsOf,
  slotState,
  stockDifference,
  rebateSpentBy,
  voucherAfterEdit,
} from '@sulit/domain';
import { changedChoices } from './order-edit-choices';
import { priceEditedOrder } from './order-edit-pricing';
import { editFactsOf, orderEditViewOf } from './order-edit-view';
import { ownOrder } from './order-parts';
import type { OrdersDeps } from './orders-deps';
import { askProvider } from './provider-money';

/** Why the order cannot be edited now (null: it can), from the order as it stands. */
async function refusalOf(deps: OrdersDeps, order: Order): Promise<string | null> {
  const [sellers, adjustments] = await Promise.all([deps.orders.sellers(order.id), deps.orders.adjustments(order.id)]);
  return orderEditRefusal(editFactsOf(order, sellers, adjustments));
}

/** GET: the caller's order as its edit page shows it, with the reason it cannot be edited if so. */
export async function orderEditPage(deps: OrdersDeps, customerId: number, orderNumber: string): Promise<OrderEditView> {
  const order = await ownOrder(deps, customerId, orderNumber);
  return orderEditViewOf(deps, order, await refusalOf(deps, order));
}

/** The slot the order moves to: its store's, of its kind, open with room (the checkout's own slot rules). */
async function newSlotOf(deps: OrdersDeps, order: Order, slotId: number | undefined, now: Date) {
  if (slotId === undefined || slotId === order.slot_id) return null;
  if (order.slot_id === null) throw new DomainError('bad_request', 'This order has no delivery slot to change.');
  const slot = await deps.edits.slotById(slotId);
  const facts = slot && slotFactsOf(slot);
  if (
    !slot ||
    !facts ||
    slot.source_code !== order.source_code ||
    slot.is_store_pickup !== (order.delivery_type === 'pickup') ||
    slotState(facts, now) !== 'available'
  )
    throw new DomainError('conflict', ORDER_EDIT_MESSAGES.slotUnavailable, { reason: 'slot' });
  return {
    id: slot.id,
    date: slot.slot_date,
    period: manilaSlotPeriod(slot.starts_at, slot.ends_at),
    label: formatSlot(slot.starts_at, slot.ends_at),
    cutoff_after: bookableStartsAfter(now, slot.cutoff_minutes),
    cutoff_minutes: slot.cutoff_minutes,
  };
}

function changesOf(
  before: readonly OrderLine[],
  after: readonly OrderLine[],
  added: readonly OrderLine[],
  slot: OrderEditChanges['slot'],
) {
  const afterQty = new Map(after.map((l) => [l.id, l.qty]));
  return {
    lines: [
      ...before
        .filter((l) => (afterQty.get(l.id) ?? 0) !== l.qty)
        .map((l) => ({ sku: l.sku, name: l.name, before: l.qty, after: afterQty.get(l.id) ?? 0 })),
      ...added.map((l) => ({ sku: l.sku, name: l.name, before: 0, after: l.qty })),
    ],
    slot,
  };
}

/**
 * Products to add as new lines, from the catalogue at the order's store: sold there now and the store's own (a
 * partner seller's sub-order is theirs to fulfil). Negative ids mark them until they are written; the pricing
 * pass prices them with the rest.
 */
async function newLinesOf(deps: OrdersDeps, order: Order, products: readonly EditAddition[]): Promise<OrderLine[]> {
  if (products.length === 0) return [];
  const cards = await deps.productCards(
    products.map((p) => p.product_id),
    order.source_code,
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return products.map((p, i) => {
    const card = byId.get(p.product_id);
    if (!card) throw new DomainError('conflict', ORDER_EDIT_MESSAGES.notSoldHere, { reason: 'not_sold' });
    if (card.seller_id !== OWN_SELLER_ID) throw new DomainError('bad_request', ORDER_EDIT_MESSAGES.sellerProduct);
    return {
      id: -(i + 1),
      order_id: order.id,
      seller_id: card.seller_id,
      product_id: p.product_id,
      sku: card.sku,
      name: card.name,
      product_type: 'simple',
      qty: p.qty,
      unit_price: 0,
      row_total: 0,
      discount_amount: 0,
      special_instruction: null,
      stock_source_code: null,
      campaign_id: null,
    };
  });
}

/**
 * A shopper edits their order before picking (issue 36, decision 040): new quantities (0 removes a line), added
 * products, out-of-stock choices and another slot. The server prices the edited lines with the cart's one pricing
 * pass and the order's totals function; stock, slot place, voucher use and the rebate's unfitting part move once,
 * for the difference only, in one transaction claimed by the order's version (two tabs editing the same version:
 * the second is refused); a paid order's decrease is refunded once (key per edit), an increase refused; a held card
 * is captured at picking; a cash order owes the new total.
 */
export async function editOrder(
  deps: OrdersDeps,
  customerId: number,
  orderNumber: string,
  body: OrderEditBody,
): Promise<OrderEditView> {
  const now = deps.clock();
  const order = await ownOrder(deps, customerId, orderNumber);
  const refusal = await refusalOf(deps, order);
  if (refusal) throw new DomainError('conflict', refusal, { reason: 'not_editable' });
  const [lines, stored, version] = await Promise.all([
    deps.orders.lines(order.id),
    deps.orders.adjustments(order.id),
    deps.edits.versionOf(order.id),
  ]);
  if (body.version !== version)
    throw new DomainError('conflict', ORDER_EDIT_MESSAGES.staleVersion, { reason: 'stale_version' });
  const folded = foldAdditions(lines, body.lines, body.add ?? []);
  if (!folded.ok) throw new DomainError('bad_request', folded.message);
  const edited = editedLines(lines, folded.changes, OWN_SELLER_ID);
  if (!edited.ok) throw new DomainError('bad_request', edited.message);
  const added = await newLinesOf(deps, order, folded.newProducts);
  const slot = await newSlotOf(deps, order, body.slot_id, now);
  const choices = await changedChoices(deps, order, body.lines);
  if (!edited.changed && added.length === 0 && !slot && choices.choices.length === 0)
    throw new DomainError('bad_request', ORDER_EDIT_MESSAGES.nothingChanged);

  const money = await priceEditedOrder(deps, order, stored, [...edited.lines, ...added]);
  const payment = editPayment({
    paidOnline: order.payment_method !== 'cashondelivery',
    held: (await deps.weighing.hold(order.id)) !== null,
    before: order.grand_total,
    after: money.totals.order.grand_total,
  });
  if (payment.kind === 'refuse') throw new DomainError('conflict', payment.message, { reason: 'paid_increase' });
  const voucher = voucherAfterEdit(
    order.voucher_id,
    money.adjustments.some((a) => a.kind === 'voucher' && a.amount < 0),
  );
  const byId = new Map(lines.map((l) => [l.id, l]));
  const newLines = money.lines
    .filter((l) => l.id < 0)
    .map((l) => ({ ...l, campaign_id: money.campaigns.get(l.product_id) ?? null }));
  const difference = stockDifference(lines, edited.lines);
  const input: OrderEditInput = {
    order,
    version,
    actor: `customer:${customerId}`,
    now: now.toISOString(),
    lines: money.lines
      .filter((l) => l.id > 0)
      .map((l) => ({
        id: l.id,
        qty: l.qty,
        unit_price: l.unit_price,
        row_total: l.row_total,
        discount_amount: l.discount_amount,
      })),
    removedLineIds: lines.filter((l) => !edited.lines.some((e) => e.id === l.id)).map((l) => l.id),
    newLines: newLines.map(({ id: _id, order_id: _order, stock_source_code: _source, ...line }) => line),
    take: [
      ...difference.take.map((t) => {
        const line = byId.get(t.line_id)!;
        return { product_id: line.product_id, sku: line.sku, qty: t.qty, campaign_id: line.campaign_id };
      }),
      ...newLines.map((l) => ({ product_id: l.product_id, sku: l.sku, qty: l.qty, campaign_id: l.campaign_id })),
    ],
    giveBack: difference.giveBack.map((g) => {
      const line = byId.get(g.line_id)!;
      return {
        product_id: line.product_id,
        qty: g.qty,
        source_code: line.stock_source_code,
        campaign_id: line.campaign_id,
      };
    }),
    slot,
    giveBackVoucher: voucher === 'give_back',
    rebateGiveBack: rebateSpentBy(stored) - rebateSpentBy(money.adjustments),
    amounts: money.totals.order,
    adjustments: money.adjustments,
    sellers: [...money.totals.sellers].map(([seller_id, totals]) => ({
      seller_id,
      items_qty: money.lines.filter((l) => l.seller_id === seller_id).reduce((n, l) => n + l.qty, 0),
      ...totals,
    })),
    choices: choices.choices,
    changes: {
      ...changesOf(lines, edited.lines, newLines, slot ? { before: order.slot_label, after: slot.label } : null),
      choices: choices.changes,
    },
    totalBefore: order.grand_total,
    refund:
      payment.kind === 'refund' && order.payment_ref
        ? {
            amount: payment.amount,
            key: orderEditRefundKey(order.increment_id, version + 1),
            payment_ref: order.payment_ref,
          }
        : null,
  };
  const outcome = await deps.edits.apply(input);
  switch (outcome.kind) {
    case 'stale': {
      // Another edit or "Start picking" came first: say which, from the order as it now stands.
      const now = (await deps.orders.orderById(order.id)) ?? order;
      const after = await refusalOf(deps, now);
      throw new DomainError('conflict', after ?? ORDER_EDIT_MESSAGES.staleVersion, {
        reason: after ? 'not_editable' : 'stale_version',
      });
    }
    case 'out_of_stock':
      throw new DomainError('conflict', ORDER_EDIT_MESSAGES.outOfStock, { invalid_qty: outcome.skus });
    case 'slot_unavailable':
      throw new DomainError('conflict', ORDER_EDIT_MESSAGES.slotUnavailable, { reason: 'slot' });
    case 'edited':
      if (input.refund) await sendEditRefund(deps, outcome.editId, input.refund);
      return orderEditViewOf(deps, (await deps.orders.orderById(order.id)) ?? order, null, ORDER_EDIT_MESSAGES.edited);
  }
}

/** The decrease of a paid order goes back through the provider once (its key names the edit; the job retries). */
export function sendEditRefund(
  deps: OrdersDeps,
  editId: number,
  refund: NonNullable<OrderEditInput['refund']>,
): Promise<void> {
  return askProvider(
    deps,
    { kind: 'refund', key: refund.key, payment_ref: refund.payment_ref, amount: refund.amount },
    (done) => deps.edits.finishRefund(editId, done ? 'refunded' : 'failed'),
  );
}
