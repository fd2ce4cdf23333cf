import { paymentStatusesBefore, type WeighedLine, type WeighedTerms } from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';
import { type OpsAuditEntry, writeOpsAudit } from '../ops/ops-audit';
import './weighed-tables';

/** The one capture of a held card per order (decision 043). */
export interface PaymentCapture {
  idempotency_key: string;
  order_id: number;
  payment_ref: string;
  held: number;
  amount: number;
  capped: boolean;
  status: string;
}

/** A held card payment of an order: the provider's id and the amount it was authorised for. */
export interface PaymentHold {
  payment_ref: string;
  held: number;
}

/**
 * Placing an order copies each weighed product's price per kg, step and margin onto its order line, in the
 * placing transaction (and an edit its new lines), so a later price change never reprices a placed order: the
 * columns of an inserted line of `productId`.
 */
export const weighedTermsOf = (productId: number) => ({
  price_per_kg: sql<number | null>`(select p.price_per_kg from products p where p.id = ${productId})`,
  weight_step_grams: sql<number | null>`(select p.weight_step_grams from products p where p.id = ${productId})`,
  weight_margin_percent: sql<number | null>`(select p.weight_margin_percent from products p where p.id = ${productId})`,
});

/** A weighed line as the console and the shopper read it. */
export interface WeighedOrderLine extends WeighedLine {
  sku: string;
  name: string;
}

/** The order's lines sold by weight with what the scale read (read inside the settling transaction too). */
export async function weighedLinesOf(q: Kysely<DB>, orderId: number): Promise<WeighedOrderLine[]> {
  const rows = await q
    .selectFrom('order_lines as l')
    .leftJoin('order_line_weights as w', 'w.order_line_id', 'l.id')
    .select([
      'l.id',
      'l.sku',
      'l.name',
      'l.qty',
      'l.price_per_kg',
      'l.weight_step_grams',
      'l.weight_margin_percent',
      'w.grams',
    ])
    .where('l.order_id', '=', orderId)
    .where('l.price_per_kg', 'is not', null)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    order_line_id: r.id,
    sku: r.sku,
    name: r.name,
    qty: r.qty,
    price_per_kg: r.price_per_kg ?? 0,
    step_grams: r.weight_step_grams ?? 0,
    margin_percent: r.weight_margin_percent ?? 0,
    weighed_grams: r.grams ?? null,
  }));
}

/** The card hold behind an order's payment, if it was authorised rather than charged. */
export async function holdOf(q: Kysely<DB>, paymentRef: string | null): Promise<PaymentHold | null> {
  if (!paymentRef) return null;
  const row = await q
    .selectFrom('payment_attempts')
    .select(['provider_payment_id', 'amount'])
    .where('provider_payment_id', '=', paymentRef)
    .where('status', 'in', ['authorised', 'captured', 'voided'])
    .executeTakeFirst();
  return row ? { payment_ref: row.provider_payment_id, held: row.amount } : null;
}

/** What the settlement reads of weighing inside its transaction: the weighed lines and whether a card is held. */
export async function weighingOf(
  q: Kysely<DB>,
  order: { id: number; payment_ref: string | null },
): Promise<{ weighed: WeighedLine[]; held: boolean; hold: PaymentHold | null }> {
  const [weighed, hold] = await Promise.all([weighedLinesOf(q, order.id), holdOf(q, order.payment_ref)]);
  return { weighed, held: hold !== null, hold };
}

/**
 * Claims the one capture of an order's hold (primary key and unique order) inside the caller's transaction: the
 * settlement's (the weighed total) or the cancellation's (0: the hold voided). A later claim finds the first.
 */
export async function claimHoldCapture(
  trx: Kysely<DB>,
  input: { orderId: number; hold: PaymentHold; key: string; amount: number; capped: boolean; now: string },
): Promise<void> {
  await trx
    .insertInto('payment_captures')
    .values({
      idempotency_key: input.key,
      order_id: input.orderId,
      payment_ref: input.hold.payment_ref,
      held: input.hold.held,
      amount: input.amount,
      capped: input.capped ? 1 : 0,
      status: 'requested',
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function createWeighedLinesRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  /** PostgreSQL: the order row is locked for the transaction; SQLite: its one writer already serialises. */
  async function lockOrder(trx: Kysely<DB>, orderId: number) {
    let query = trx.selectFrom('orders').select(['id', 'tracking_step', 'payment_ref']).where('id', '=', orderId);
    if (engine === 'postgres') query = query.forUpdate();
    return query.executeTakeFirst();
  }

  const captureOf = (row: Omit<PaymentCapture, 'capped'> & { capped: number }): PaymentCapture => ({
    ...row,
    capped: row.capped === 1,
  });
  const captureColumns = ['idempotency_key', 'order_id', 'payment_ref', 'held', 'amount', 'capped', 'status'] as const;

  return {
    /** A product's terms when it is sold by weight (the product page states them), else null. */
    async terms(productId: number): Promise<WeighedTerms | null> {
      const row = await db
        .selectFrom('products')
        .select(['price_per_kg', 'weight_step_grams', 'weight_margin_percent'])
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!row?.price_per_kg || !row.weight_step_grams) return null;
      return {
        price_per_kg: row.price_per_kg,
        step_grams: row.weight_step_grams,
        margin_percent: row.weight_margin_percent ?? 0,
      };
    },
    /** The terms of those products sold by weight (the cart states them); at most 100 ids. */
    async termsOf(productIds: readonly number[]): Promise<(WeighedTerms & { product_id: number })[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .selectFrom('products')
        .select(['id', 'price_per_kg', 'weight_step_grams', 'weight_margin_percent'])
        .where('id', 'in', productIds.slice(0, 100))
        .where('price_per_kg', 'is not', null)
        .where('weight_step_grams', 'is not', null)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        product_id: r.id,
        price_per_kg: r.price_per_kg ?? 0,
        step_grams: r.weight_step_grams ?? 0,
        margin_percent: r.weight_margin_percent ?? 0,
      }));
    },
    lines: (orderId: number) => weighedLinesOf(db, orderId),
    hold: async (orderId: number) => {
      const order = await db.selectFrom('orders').select('payment_ref').where('id', '=', orderId).executeTakeFirst();
      return holdOf(db, order?.payment_ref ?? null);
    },

    /**
     * Records what the scale read for a weighed line while the order is being picked and not yet settled (a
     * second weighing replaces the first); the audit row is written in the same transaction.
     */
    async recordWeight(
      orderId: number,
      input: { orderLineId: number; grams: number; staffId: number; now: string },
      audit: OpsAuditEntry,
    ): Promise<'recorded' | 'not_weighed' | 'not_picking'> {
      return db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, orderId);
        const settled = await trx
          .selectFrom('order_settlements')
          .select('order_id')
          .where('order_id', '=', orderId)
          .executeTakeFirst();
        if (!order || order.tracking_step !== 'fulfilling' || settled) return 'not_picking';
        const line = await trx
          .selectFrom('order_lines')
          .select('id')
          .where('id', '=', input.orderLineId)
          .where('order_id', '=', orderId)
          .where('price_per_kg', 'is not', null)
          .executeTakeFirst();
        if (!line) return 'not_weighed';
        const row = {
          order_line_id: input.orderLineId,
          order_id: orderId,
          grams: input.grams,
          staff_id: input.staffId,
          weighed_at: input.now,
        };
        await trx
          .insertInto('order_line_weights')
          .values(row)
          .onConflict((oc) =>
            oc
              .column('order_line_id')
              .doUpdateSet({ grams: input.grams, staff_id: input.staffId, weighed_at: input.now }),
          )
          .execute();
        await writeOpsAudit(trx, audit, input.now);
        return 'recorded';
      });
    },

    async capture(orderId: number): Promise<PaymentCapture | null> {
      const row = await db
        .selectFrom('payment_captures')
        .select(captureColumns)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return row ? captureOf(row) : null;
    },
    async capturesToSend(limit: number): Promise<PaymentCapture[]> {
      const rows = await db
        .selectFrom('payment_captures')
        .select(captureColumns)
        .where('status', '=', 'requested')
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map(captureOf);
    },
    /** requested → captured | failed, once; the store's payment attempt follows (authorised → captured | voided). */
    async finishCapture(key: string, status: 'captured' | 'failed', now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('payment_captures')
          .set({ status, updated_at: now })
          .where('idempotency_key', '=', key)
          .where('status', '=', 'requested')
          .returning(['payment_ref', 'amount'])
          .executeTakeFirst();
        if (!row || status !== 'captured') return;
        await trx
          .updateTable('payment_attempts')
          .set({ status: row.amount > 0 ? 'captured' : 'voided', updated_at: now })
          .where('provider_payment_id', '=', row.payment_ref)
          .where('status', 'in', paymentStatusesBefore(row.amount > 0 ? 'captured' : 'voided'))
          .execute();
      });
    },
  };
}

export type WeighedLinesRepository = ReturnType<typeof createWeighedLinesRepository>;
