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
import { type OpsAuditEntry, writeOpsAudit } from '../ops/ops-audit';
import { updatedRows } from '../affected-rows';
import './picking-tables';
import { giveBackSubstitute, moveSettledStock } from './picking-stock-steps';
import { createSubstitutionChoices } from './substitution-choices';
import { claimHoldCapture, weighingOf } from './weighed-lines-repository';

import type { PickingLine, PickingRefund, Settlement, SettlementPlan, SettlementState } from './picking-records';

export type { PickingLine, PickingRefund, Settlement, SettlementPlan, SettlementState } from './picking-records';
export { substitutionChoiceOf } from './substitution-choices';

const choiceOf = (value: string | null): SubstitutionChoice =>
  isSubstitutionChoice(value) ? value : DEFAULT_SUBSTITUTION;

type SettleOutcome = {
  settled: boolean;
  refund: PickingRefund | null;
  reason: 'not_found' | 'not_picking' | 'out_of_stock' | null;
  skus?: string[];
};

/** A swap the store's stock cannot cover at settlement: thrown to roll the settling transaction back. */
class SwapShortOfStock extends Error {
  constructor(readonly skus: string[]) {
    super(`swap short of stock: ${skus.join(', ')}`);
  }
}

export function createPickingRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  /** PostgreSQL: the order row is locked for the transaction; SQLite: its one writer already serialises. */
  async function lockOrder(trx: Kysely<DB>, orderId: number) {
    let query = trx
      .selectFrom('orders')
      .select([
        'id',
        'tracking_step',
        'status',
        'delivery_type',
        'source_code',
        'grand_total',
        'paid_at',
        'payment_ref',
      ])
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
    ...createSubstitutionChoices(db),

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
      audit: OpsAuditEntry,
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
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return 'already_picked';
        await writeOpsAudit(trx, audit, now);
        return 'recorded';
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
    ): Promise<SettleOutcome> {
      const settling = db.transaction().execute(async (trx): Promise<SettleOutcome> => {
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
        const stock = await moveSettledStock(trx, order, input.now);
        if (!stock.ok) throw new SwapShortOfStock(stock.skus);
        const refund = await applyPlan(trx, orderId, plan, order.payment_ref, input.now);
        const hold = state.weighing.hold;
        if (plan.capture && hold) await claimHoldCapture(trx, { orderId, hold, ...plan.capture, now: input.now });
        return { settled: true, refund, reason: null };
      });
      // a shortfall rolled the transaction back: nothing settled, nothing moved
      return settling.catch((error: unknown) => {
        if (error instanceof SwapShortOfStock)
          return { settled: false, refund: null, reason: 'out_of_stock' as const, skus: error.skus };
        throw error;
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
        await giveBackSubstitute(trx, order, orderLineId);
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
