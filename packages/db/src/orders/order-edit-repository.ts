import {
  type Adjustment,
  type DeliverySlot,
  EDITABLE_STATUSES,
  EDITABLE_STEPS,
  type MoneyTotals,
  DEFAULT_SUBSTITUTION,
  type Order,
  type OrderLine,
  type SubstitutionChoice,
} from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';
import { updatedRows } from '../affected-rows';
import { giveBackVoucher } from '../cart/cart-steps';
import { giveBackEditedRebate } from '../rebates/rebate-steps';
import { giveBackStock, type StockTake, takeStock, type TakenStock } from '../catalog/stock-steps';
import { bookSlot, releaseSlot } from '../checkout/slot-steps';
import { createSlotRepository } from '../checkout/slot-repository';
import { weighedTermsOf } from '../picking/weighed-lines-repository';
import { type Abort, unitOfWork } from '../unit-of-work';
import './order-edit-tables';

/** What changed, as the order's history shows it. */
export interface OrderEditChanges {
  lines: { sku: string; name: string; before: number; after: number }[];
  slot: { before: string | null; after: string } | null;
  /** out-of-stock choices changed, as labels (edits stored before this field have none) */
  choices?: { name: string; before: string; after: string }[];
}

/** One edit as its order's history lists it. */
export interface OrderEditRecord {
  id: number;
  version: number;
  actor: string;
  changes: OrderEditChanges;
  total_before: number;
  total_after: number;
  refund_amount: number;
  refund_status: string;
  created_at: string;
}

/** An edit as the sale's steps apply it: the version it was read at, the difference, the new money. */
export interface OrderEditInput {
  order: Pick<Order, 'id' | 'increment_id' | 'cart_id' | 'customer_id' | 'slot_id' | 'voucher_id' | 'source_code'>;
  /** the edit_version the shopper's page was read at */
  version: number;
  actor: string;
  now: string;
  /** the order's lines after the edit, priced (lines not listed are deleted) */
  lines: readonly { id: number; qty: number; unit_price: number; row_total: number; discount_amount: number }[];
  removedLineIds: readonly number[];
  /** products the edit adds as lines of their own, priced; their units are among `take` */
  newLines: readonly (Omit<OrderLine, 'id' | 'order_id' | 'stock_source_code'> & { campaign_id: number | null })[];
  /** lines whose out-of-stock choice changes */
  choices: readonly { line_id: number; choice: SubstitutionChoice; substitute_product_id: number | null }[];
  take: readonly StockTake[];
  giveBack: readonly TakenStock[];
  slot: {
    id: number;
    date: string;
    period: string;
    label: string;
    cutoff_after: string;
    cutoff_minutes: number | null;
  } | null;
  giveBackVoucher: boolean;
  /** what of the rebate the order spent no longer fits what there is to pay (decision 028): given back */
  rebateGiveBack: number;
  amounts: MoneyTotals;
  adjustments: readonly Adjustment[];
  sellers: readonly (MoneyTotals & { seller_id: string; items_qty: number })[];
  changes: OrderEditChanges;
  totalBefore: number;
  refund: { amount: number; key: string; payment_ref: string } | null;
}

export type OrderEditOutcome =
  | { kind: 'edited'; editId: number; version: number }
  | { kind: 'stale' }
  | { kind: 'out_of_stock'; skus: string[] }
  | { kind: 'slot_unavailable' };

type Refusal = Exclude<OrderEditOutcome, { kind: 'edited' }>;

const toRecord = (row: {
  id: number;
  version: number;
  actor: string;
  changes: string;
  total_before: number;
  total_after: number;
  refund_amount: number;
  refund_status: string;
  created_at: string;
}): OrderEditRecord => ({ ...row, changes: JSON.parse(row.changes) as OrderEditChanges });

/**
 * The claim: the order moves to the next version only from the version the edit was read at and only while it
 * is before picking (the domain's EDITABLE_STEPS and EDITABLE_STATUSES), not given back. The first write of the
 * edit's transaction, so parallel edits and the console's "Start picking" take turns on the order's row.
 */
async function claimVersion(trx: Kysely<DB>, input: OrderEditInput): Promise<boolean> {
  return (
    (await updatedRows(
      trx
        .updateTable('orders')
        .set({
          edit_version: input.version + 1,
          updated_at: input.now,
          subtotal: input.amounts.subtotal,
          discount_amount: input.amounts.discount_amount,
          shipping_amount: input.amounts.shipping_amount,
          fee: input.amounts.fee,
          grand_total: input.amounts.grand_total,
          ...(input.giveBackVoucher ? { voucher_id: null, coupon_code: null } : {}),
          ...(input.slot
            ? {
                slot_id: input.slot.id,
                slot_date: input.slot.date,
                slot_period: input.slot.period,
                slot_label: input.slot.label,
              }
            : {}),
        })
        .where('id', '=', input.order.id)
        .where('edit_version', '=', input.version)
        .where('released_at', 'is', null)
        .where('status', 'in', [...EDITABLE_STATUSES])
        .where((eb) => eb.or([eb('tracking_step', 'is', null), eb('tracking_step', 'in', [...EDITABLE_STEPS])])),
    )) === 1
  );
}

/**
 * Added products' lines: where their units were taken from, the account's substitution choice, and a weighed
 * product's per-kg terms, as lines placed with the order keep theirs (decision 043).
 */
async function insertNewLines(trx: Kysely<DB>, input: OrderEditInput, taken: readonly TakenStock[]) {
  const customer = await trx
    .selectFrom('customers')
    .select('substitution_default')
    .where('id', '=', input.order.customer_id)
    .executeTakeFirst();
  const takenOf = new Map(taken.map((t) => [t.product_id, t]));
  await trx
    .insertInto('order_lines')
    .values(
      input.newLines.map((line) => ({
        ...line,
        order_id: input.order.id,
        stock_source_code: takenOf.get(line.product_id)?.source_code ?? null,
        substitution: customer?.substitution_default ?? DEFAULT_SUBSTITUTION,
        ...weighedTermsOf(line.product_id),
      })),
    )
    .execute();
}

async function applyEdit(trx: Kysely<DB>, engine: DatabaseEngine, input: OrderEditInput, abort: Abort<Refusal>) {
  if (!(await claimVersion(trx, input))) abort({ kind: 'stale' });
  const taken = await takeStock(trx, input.take, input.order.source_code, input.now);
  if (!taken.ok) abort({ kind: 'out_of_stock', skus: taken.skus });
  await giveBackStock(trx, input.giveBack);
  if (input.slot) {
    if (input.order.slot_id !== null)
      await releaseSlot(trx, { id: input.order.id, slot_id: input.order.slot_id }, input.now);
    const booked = await bookSlot(
      trx,
      {
        slot_id: input.slot.id,
        cutoff_after: input.slot.cutoff_after,
        cutoff_minutes: input.slot.cutoff_minutes,
        cart_id: input.order.cart_id,
        customer_id: input.order.customer_id,
        order_id: input.order.id,
        now: input.now,
      },
      engine,
    );
    if (!booked) abort({ kind: 'slot_unavailable' });
  }
  if (input.giveBackVoucher && input.order.voucher_id !== null)
    await giveBackVoucher(trx, input.order.voucher_id, input.order.increment_id);
  await giveBackEditedRebate(trx, {
    orderId: input.order.id,
    version: input.version + 1,
    amount: input.rebateGiveBack,
    now: input.now,
  });
  for (const line of input.lines)
    await trx
      .updateTable('order_lines')
      .set({
        qty: line.qty,
        unit_price: line.unit_price,
        row_total: line.row_total,
        discount_amount: line.discount_amount,
      })
      .where('id', '=', line.id)
      .where('order_id', '=', input.order.id)
      .execute();
  if (input.newLines.length > 0) await insertNewLines(trx, input, taken.taken);
  for (const c of input.choices)
    await trx
      .updateTable('order_lines')
      .set({ substitution: c.choice, substitute_product_id: c.substitute_product_id })
      .where('id', '=', c.line_id)
      .where('order_id', '=', input.order.id)
      .execute();
  if (input.removedLineIds.length > 0)
    await trx
      .deleteFrom('order_lines')
      .where('order_id', '=', input.order.id)
      .where('id', 'in', [...input.removedLineIds])
      .execute();
  await trx.deleteFrom('order_adjustments').where('order_id', '=', input.order.id).execute();
  if (input.adjustments.length > 0)
    await trx
      .insertInto('order_adjustments')
      .values(input.adjustments.map((a) => ({ order_id: input.order.id, ...a })))
      .execute();
  for (const s of input.sellers)
    await trx
      .updateTable('order_sellers')
      // a sub-order carries no fee column: the non-member fee is the order's
      .set({
        items_qty: s.items_qty,
        subtotal: s.subtotal,
        discount_amount: s.discount_amount,
        shipping_amount: s.shipping_amount,
        grand_total: s.grand_total,
      })
      .where('order_id', '=', input.order.id)
      .where('seller_id', '=', s.seller_id)
      .execute();
  const edit = await trx
    .insertInto('order_edits')
    .values({
      order_id: input.order.id,
      version: input.version + 1,
      actor: input.actor,
      changes: JSON.stringify(input.changes),
      total_before: input.totalBefore,
      total_after: input.amounts.grand_total,
      refund_amount: input.refund?.amount ?? 0,
      refund_status: input.refund ? 'requested' : 'none',
      refund_key: input.refund?.key ?? null,
      payment_ref: input.refund?.payment_ref ?? null,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { kind: 'edited' as const, editId: edit.id, version: input.version + 1 };
}

/**
 * Order edits (decision 040): one transaction per edit over the sale's own steps (takeStock, giveBackStock,
 * bookSlot, releaseSlot, giveBackVoucher), claimed by the order's version; the edits' history and refunds.
 */
export function createOrderEditRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  const run = unitOfWork(db, (trx) => trx);
  const slots = createSlotRepository(db, engine);
  return {
    apply: (input: OrderEditInput): Promise<OrderEditOutcome> =>
      run<OrderEditOutcome, Refusal>((trx, abort) => applyEdit(trx, engine, input, abort)),

    async versionOf(orderId: number): Promise<number> {
      const row = await db.selectFrom('orders').select('edit_version').where('id', '=', orderId).executeTakeFirst();
      return row?.edit_version ?? 0;
    },

    async editsOf(orderId: number): Promise<OrderEditRecord[]> {
      const rows = await db
        .selectFrom('order_edits')
        .select([
          'id',
          'version',
          'actor',
          'changes',
          'total_before',
          'total_after',
          'refund_amount',
          'refund_status',
          'created_at',
        ])
        .where('order_id', '=', orderId)
        .orderBy('version', 'desc')
        .execute();
      return rows.map(toRecord);
    },

    /** Edit refunds the provider has not answered yet (the process stopped, or the provider was down). */
    async refundsToSend(
      limit: number,
    ): Promise<{ id: number; refund: { key: string; payment_ref: string; amount: number } }[]> {
      const rows = await db
        .selectFrom('order_edits')
        .select(['id', 'refund_key', 'payment_ref', 'refund_amount'])
        .where('refund_status', '=', 'requested')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.flatMap((r) =>
        r.refund_key && r.payment_ref
          ? [{ id: r.id, refund: { key: r.refund_key, payment_ref: r.payment_ref, amount: r.refund_amount } }]
          : [],
      );
    },

    /** An edit's refund as the provider answered it (requested → refunded | failed). */
    async finishRefund(editId: number, status: 'refunded' | 'failed'): Promise<void> {
      await db
        .updateTable('order_edits')
        .set({ refund_status: status })
        .where('id', '=', editId)
        .where('refund_status', '=', 'requested')
        .execute();
    },

    /** The slots an order may move to: its store's, of its kind, in a date range. */
    slots: (filter: { source_code: string; is_store_pickup: boolean; from_date: string; to_date: string }) =>
      slots.slots(filter),
    slotById: (id: number): Promise<DeliverySlot | undefined> => slots.slotById(id),
  };
}

export type OrderEditRepository = ReturnType<typeof createOrderEditRepository>;
