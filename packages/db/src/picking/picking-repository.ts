import {
  type AdjustmentKind,
  DEFAULT_SUBSTITUTION,
  isSubstitutionChoice,
  OWN_SELLER_ID,
  type SubstitutionChoice,
} from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';
import { updatedRows } from '../affected-rows';
import './picking-tables';
import { weighingOf } from './weighed-lines-repository';

import type { PickingLine, PickingRefund, Settlement, SettlementPlan, SettlementState } from './picking-records';

export type { PickingLine, PickingRefund, Settlement, SettlementPlan, SettlementState } from './picking-records';

const choiceOf = (value: string | null): SubstitutionChoice =>
  isSubstitutionChoice(value) ? value : DEFAULT_SUBSTITUTION;

/**
 * Placing an order copies each cart line's substitution choice onto its order line (the account's default, else
 * "similar", for a line without one), in the placing transaction.
 */
export async function copySubstitutionChoices(
  trx: Kysely<DB>,
  order: { id: number; cart_id: number; customer_id: number },
): Promise<void> {
  await sql`update order_lines set
      substitution = coalesce(
        (select ci.substitution from cart_items ci where ci.cart_id = ${order.cart_id} and ci.sku = order_lines.sku),
        (select c.substitution_default from customers c where c.id = ${order.customer_id}),
        ${DEFAULT_SUBSTITUTION}),
      substitute_product_id = (select ci.substitute_product_id from cart_items ci
        where ci.cart_id = ${order.cart_id} and ci.sku = order_lines.sku and ci.substitution = 'specific')
    where order_id = ${order.id}`.execute(trx);
}

export function createPickingRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  /** PostgreSQL: the order row is locked for the transaction; SQLite: its one writer already serialises. */
  async function lockOrder(trx: Kysely<DB>, orderId: number) {
    let query = trx
      .selectFrom('orders')
      .select(['id', 'tracking_step', 'status', 'delivery_type', 'grand_total', 'paid_at', 'payment_ref'])
      .where('id', '=', orderId);
    if (engine === 'postgres') query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async function linesOf(q: Kysely<DB>, orderId: number): Promise<PickingLine[]> {
    const rows = await q
      .selectFrom('order_lines as l')
      .leftJoin('order_line_picks as p', 'p.order_line_id', 'l.id')
      .select([
        'l.id',
        'l.seller_id',
        'l.product_id',
        'l.sku',
        'l.name',
        'l.qty',
        'l.unit_price',
        'l.row_total',
        'l.substitution',
        'l.substitute_product_id',
        'p.outcome',
        'p.substitute_product_id as p_product_id',
        'p.substitute_sku',
        'p.substitute_name',
        'p.substitute_qty',
        'p.substitute_unit_price',
        'p.consent',
        'p.rejected_at',
        'p.created_at',
      ])
      .where('l.order_id', '=', orderId)
      .where('l.seller_id', '=', OWN_SELLER_ID)
      .orderBy('l.id')
      .execute();
    return rows.map((r) => {
      const rejected = r.rejected_at !== null;
      const common = {
        order_line_id: r.id,
        rejected,
        substitute_sku: r.substitute_sku,
        substitute_name: r.substitute_name,
        created_at: r.created_at ?? '',
      };
      const pick: PickingLine['pick'] =
        r.outcome === 'refunded'
          ? { ...common, outcome: 'refunded' }
          : r.outcome === 'substituted'
            ? {
                ...common,
                outcome: 'substituted',
                substitute_product_id: r.p_product_id ?? 0,
                substitute_qty: r.substitute_qty ?? 0,
                substitute_unit_price: r.substitute_unit_price ?? 0,
                consent: r.consent === 1,
              }
            : null;
      return {
        id: r.id,
        seller_id: r.seller_id,
        product_id: r.product_id,
        sku: r.sku,
        name: r.name,
        qty: r.qty,
        unit_price: r.unit_price,
        row_total: r.row_total,
        substitution: choiceOf(r.substitution),
        substitute_product_id: r.substitute_product_id,
        pick,
      };
    });
  }

  async function settlementOf(q: Kysely<DB>, orderId: number): Promise<Settlement | null> {
    const row = await q
      .selectFrom('order_settlements')
      .select(['original_total', 'final_total', 'settled_at'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row ?? null;
  }

  async function stateOf(trx: Kysely<DB>, order: NonNullable<Awaited<ReturnType<typeof lockOrder>>>) {
    const [lines, adjustments, settlement, refunded] = await Promise.all([
      linesOf(trx, order.id),
      trx
        .selectFrom('order_adjustments')
        .select(['kind', 'seller_id', 'amount', 'label'])
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute(),
      settlementOf(trx, order.id),
      trx
        .selectFrom('picking_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
        .where('order_id', '=', order.id)
        .where('status', '!=', 'failed')
        .executeTakeFirstOrThrow(),
    ]);
    // the other own-store lines' totals come from every line, third-party sellers' included
    const allLines = await trx
      .selectFrom('order_lines')
      .select(['id', 'seller_id', 'row_total'])
      .where('order_id', '=', order.id)
      .where('seller_id', '!=', OWN_SELLER_ID)
      .execute();
    const others: PickingLine[] = allLines.map((l) => ({
      id: l.id,
      seller_id: l.seller_id,
      product_id: 0,
      sku: '',
      name: '',
      qty: 0,
      unit_price: 0,
      row_total: l.row_total,
      substitution: DEFAULT_SUBSTITUTION,
      substitute_product_id: null,
      pick: null,
    }));
    return {
      lines: [...lines, ...others],
      adjustments: adjustments.map((a) => ({ ...a, kind: a.kind as AdjustmentKind })),
      order: { grand_total: order.grand_total, paid: order.paid_at !== null, payment_ref: order.payment_ref },
      settlement,
      refundedSoFar: Number(refunded.total),
      weighing: await weighingOf(trx, order),
    } satisfies SettlementState;
  }

  /** Writes the plan: the order's and its own part's totals, and the refund row (once per key). */
  async function applyPlan(
    trx: Kysely<DB>,
    orderId: number,
    plan: SettlementPlan,
    paymentRef: string | null,
    now: string,
  ) {
    const { subtotal, discount_amount, shipping_amount, fee, grand_total } = plan.order;
    await trx
      .updateTable('orders')
      .set({ subtotal, discount_amount, shipping_amount, fee, grand_total, updated_at: now })
      .where('id', '=', orderId)
      .execute();
    if (plan.own)
      await trx
        .updateTable('order_sellers')
        .set({
          subtotal: plan.own.subtotal,
          discount_amount: plan.own.discount_amount,
          shipping_amount: plan.own.shipping_amount,
          grand_total: plan.own.grand_total,
        })
        .where('order_id', '=', orderId)
        .where('seller_id', '=', OWN_SELLER_ID)
        .execute();
    if (!plan.refund || plan.refund.amount <= 0 || !paymentRef) return null;
    const refund: PickingRefund = {
      idempotency_key: plan.refund.key,
      order_id: orderId,
      payment_ref: paymentRef,
      amount: plan.refund.amount,
      reason: plan.refund.reason,
      status: 'requested',
    };
    await trx
      .insertInto('picking_refunds')
      .values({ ...refund, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
    return refund;
  }

  return {
    // ── the shopper's choices ──
    async cartLines(customerId: number) {
      const rows = await db
        .selectFrom('cart_items as i')
        .innerJoin('carts as c', 'c.id', 'i.cart_id')
        .select(['i.line_id', 'i.product_id', 'i.sku', 'i.substitution', 'i.substitute_product_id'])
        .where('c.customer_id', '=', customerId)
        .where('c.is_active', '=', 1)
        .where('c.ordered_at', 'is', null)
        .orderBy('i.position')
        .execute();
      return rows.map((r) => ({ ...r, substitution: isSubstitutionChoice(r.substitution) ? r.substitution : null }));
    },
    /** Sets one line of the customer's active cart; false when the line is not theirs. */
    async setCartLineChoice(
      customerId: number,
      lineId: string,
      choice: SubstitutionChoice,
      substituteProductId: number | null,
    ): Promise<boolean> {
      const carts = db
        .selectFrom('carts')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('is_active', '=', 1)
        .where('ordered_at', 'is', null);
      return (
        (await updatedRows(
          db
            .updateTable('cart_items')
            .set({ substitution: choice, substitute_product_id: substituteProductId })
            .where('line_id', '=', lineId)
            .where('cart_id', 'in', carts),
        )) === 1
      );
    },
    async defaultOf(customerId: number): Promise<SubstitutionChoice | null> {
      const row = await db
        .selectFrom('customers')
        .select('substitution_default')
        .where('id', '=', customerId)
        .executeTakeFirst();
      return row && isSubstitutionChoice(row.substitution_default) ? row.substitution_default : null;
    },
    async setDefault(customerId: number, choice: SubstitutionChoice): Promise<void> {
      await db.updateTable('customers').set({ substitution_default: choice }).where('id', '=', customerId).execute();
    },
    /** The product's related items a shopper may name: the own store's, same leaf category, best sellers first. */
    async similarProductIds(productId: number, limit: number): Promise<number[]> {
      const product = db.selectFrom('products').where('id', '=', productId);
      const rows = await db
        .selectFrom('products')
        .select('id')
        .where('category_id', '=', product.select('category_id'))
        .where('seller_id', '=', OWN_SELLER_ID)
        .where('status', '=', 1)
        .where('id', '!=', productId)
        .orderBy('sold_90d', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    // ── picking ──
    lines: (orderId: number) => linesOf(db, orderId),
    settlement: (orderId: number) => settlementOf(db, orderId),
    async refunds(orderId: number): Promise<PickingRefund[]> {
      return db
        .selectFrom('picking_refunds')
        .select(['idempotency_key', 'order_id', 'payment_ref', 'amount', 'reason', 'status'])
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .execute();
    },
    /**
     * Records what the picker did with one line, once, while the order is being picked and not yet settled:
     * answers false when the line already has a pick or the order is past picking (the caller says which).
     */
    async recordPick(
      orderId: number,
      pick: {
        order_line_id: number;
        outcome: 'substituted' | 'refunded';
        substitute: { product_id: number; sku: string; name: string; qty: number; unit_price: number } | null;
        consent: boolean;
      },
      staffId: number,
      now: string,
    ): Promise<'recorded' | 'already_picked' | 'not_picking'> {
      return db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, orderId);
        if (!order || order.tracking_step !== 'fulfilling' || (await settlementOf(trx, orderId))) return 'not_picking';
        const inserted = await trx
          .insertInto('order_line_picks')
          .values({
            order_line_id: pick.order_line_id,
            order_id: orderId,
            outcome: pick.outcome,
            substitute_product_id: pick.substitute?.product_id ?? null,
            substitute_sku: pick.substitute?.sku ?? null,
            substitute_name: pick.substitute?.name ?? null,
            substitute_qty: pick.substitute?.qty ?? 0,
            substitute_unit_price: pick.substitute?.unit_price ?? 0,
            consent: pick.consent ? 1 : 0,
            staff_id: staffId,
            created_at: now,
          })
          .onConflict((oc) => oc.column('order_line_id').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 'recorded' : 'already_picked';
      });
    },
    /**
     * The one settlement of an order (once: the settlement row's key is the order): in one transaction with the
     * order locked, the rule turns the picked lines into the order's totals and a refund to send, both written.
     * Answers the refund to send now (null: nothing, or another call settled it first) and whether this call
     * settled.
     */
    async settle(
      orderId: number,
      input: { staffId: number; now: string; plan: (state: SettlementState) => SettlementPlan },
    ): Promise<{ settled: boolean; refund: PickingRefund | null; reason: 'not_found' | 'not_picking' | null }> {
      return db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, orderId);
        if (!order) return { settled: false, refund: null, reason: 'not_found' };
        if (await settlementOf(trx, orderId)) return { settled: false, refund: null, reason: null };
        if (order.tracking_step !== 'fulfilling') return { settled: false, refund: null, reason: 'not_picking' };
        const state = await stateOf(trx, order);
        const plan = input.plan(state);
        const claimed = await trx
          .insertInto('order_settlements')
          .values({
            order_id: orderId,
            original_total: order.grand_total,
            final_total: plan.order.grand_total,
            staff_id: input.staffId,
            settled_at: input.now,
          })
          .onConflict((oc) => oc.column('order_id').doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return { settled: false, refund: null, reason: null };
        const refund = await applyPlan(trx, orderId, plan, order.payment_ref, input.now);
        return { settled: true, refund, reason: null };
      });
    },
    /**
     * The shopper turns a swap down (once: a conditional update on the pick): while `mayReject(step)`, the line
     * is marked rejected and, when the order is settled already, settled again by the rule (a refund per line).
     */
    async reject(
      orderId: number,
      orderLineId: number,
      input: {
        now: string;
        mayReject: (order: { tracking_step: string | null; status: string; delivery_type: string }) => boolean;
        plan: (state: SettlementState) => SettlementPlan;
      },
    ): Promise<{ outcome: 'rejected' | 'already' | 'not_a_swap' | 'too_late'; refund: PickingRefund | null }> {
      return db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, orderId);
        if (!order) return { outcome: 'not_a_swap', refund: null };
        const pick = await trx
          .selectFrom('order_line_picks')
          .select(['outcome', 'rejected_at'])
          .where('order_line_id', '=', orderLineId)
          .where('order_id', '=', orderId)
          .executeTakeFirst();
        if (!pick || pick.outcome !== 'substituted') return { outcome: 'not_a_swap', refund: null };
        if (pick.rejected_at !== null) return { outcome: 'already', refund: null };
        if (!input.mayReject(order)) return { outcome: 'too_late', refund: null };
        const changed = await updatedRows(
          trx
            .updateTable('order_line_picks')
            .set({ rejected_at: input.now })
            .where('order_line_id', '=', orderLineId)
            .where('rejected_at', 'is', null),
        );
        if (changed !== 1) return { outcome: 'already', refund: null };
        const state = await stateOf(trx, order);
        if (!state.settlement) return { outcome: 'rejected', refund: null };
        const plan = input.plan(state);
        await trx
          .updateTable('order_settlements')
          .set({ final_total: plan.order.grand_total })
          .where('order_id', '=', orderId)
          .execute();
        return { outcome: 'rejected', refund: await applyPlan(trx, orderId, plan, order.payment_ref, input.now) };
      });
    },
    async refundsToSend(limit: number): Promise<PickingRefund[]> {
      return db
        .selectFrom('picking_refunds')
        .select(['idempotency_key', 'order_id', 'payment_ref', 'amount', 'reason', 'status'])
        .where('status', '=', 'requested')
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },
    async finishRefund(key: string, status: 'refunded' | 'failed', now: string): Promise<void> {
      await db
        .updateTable('picking_refunds')
        .set({ status, updated_at: now })
        .where('idempotency_key', '=', key)
        .where('status', '=', 'requested')
        .execute();
    },
  };
}

export type PickingRepository = ReturnType<typeof createPickingRepository>;
