import { SLOT_DAYS_AHEAD } from '@sulit/domain';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB, OrderLineTable, OrderSellerTable, OrderTable } from '../schema';
import type { CheckoutSessionTable, DeliverySlotTable, IdempotencyKeyTable, SlotHoldTable } from './checkout-tables';
import { slotRowsFor } from './slot-rows';
import { deletedRows, updatedRows } from '../affected-rows';
import { countedRows } from '../counted-rows';

/**
 * Slots, holds, checkout choices, orders and idempotency keys (issue 10). Every change of stock, slot
 * capacity and voucher use is a conditional update (`qty >= n`, `used_count < capacity`,
 * `times_used < usage_limit`) inside the one transaction that creates the order, so parallel requests can
 * neither oversell, overbook nor double-spend. The first statement of each write transaction is a write
 * (the cart gate or the slot update), which on SQLite takes the database's write lock at once (the
 * effect of BEGIN IMMEDIATE: no two transactions read, then both write) and on PostgreSQL locks the row.
 */
export type DeliverySlotRow = Selectable<DeliverySlotTable>;
export type SlotHoldRow = Selectable<SlotHoldTable>;
export type CheckoutSessionRow = Selectable<CheckoutSessionTable>;
export type OrderRow = Selectable<OrderTable>;
export type OrderSellerRow = Selectable<OrderSellerTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeyTable>;

export type CheckoutSessionChanges = Partial<Omit<CheckoutSessionRow, 'cart_id' | 'customer_id' | 'updated_at'>>;

/** A line to order: the order line's columns (the order, stock source and campaign are set on placing) and what to take from stock. */
export type OrderLineInput = Omit<OrderLineRow, 'id' | 'order_id' | 'stock_source_code' | 'campaign_id'> & {
  /** units taken from stock (0 for membership cards) */
  stock_qty: number;
};

export interface PlaceOrderInput {
  cart_id: number;
  customer_id: number;
  customer_email: string;
  now: string;
  status: string;
  payment_method: string;
  payment_title: string;
  amounts: Pick<OrderRow, 'subtotal' | 'discount_amount' | 'shipping_amount' | 'fee' | 'grand_total'>;
  coupon_code: string | null;
  /** the voucher to use once; per-customer limit checked in the same transaction */
  voucher: { id: number; usage_limit_per_customer: number | null } | null;
  delivery_type: 'delivery' | 'pickup' | 'none';
  shipping_address: string | null;
  pickup_source_code: string | null;
  source_code: string;
  /** the slot to book: through the cart's live hold when it has one on this slot, else directly */
  slot: { id: number; date: string; period: string; label: string; cutoff_after: string } | null;
  cancellation: { key: string; value: string } | null;
  delivery_instruction: string | null;
  device_type: string | null;
  lines: readonly OrderLineInput[];
  /** one sub-order per seller: its columns but the order and the sub-order number (from `numbers`) */
  sellers: readonly Omit<OrderSellerRow, 'id' | 'order_id' | 'sub_increment_id'>[];
  /** the order number from the row id, and sub-order numbers per seller */
  numbers: (rowId: number) => { increment_id: string; sub: Map<string, string> };
}

export type PlaceOrderOutcome =
  | { kind: 'placed'; order: OrderRow }
  | { kind: 'already_ordered'; order: OrderRow | undefined }
  | { kind: 'out_of_stock'; skus: string[] }
  | { kind: 'slot_unavailable' }
  | { kind: 'voucher_used_up' };

/** Thrown inside a transaction to roll it back with an expected outcome. */
class Rollback extends Error {
  constructor(readonly outcome: Exclude<PlaceOrderOutcome, { kind: 'placed' }>) {
    super(outcome.kind);
  }
}

export function createCheckoutRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  const tx = <T>(work: (trx: Kysely<DB>) => Promise<T>) => db.transaction().execute(work);

  async function decrementSlot(trx: Kysely<DB>, slotId: number): Promise<void> {
    await trx
      .updateTable('delivery_slots')
      .set({ used_count: sql`used_count - 1` })
      .where('id', '=', slotId)
      .where('used_count', '>', 0)
      .execute();
  }

  /** Releases one hold and gives its place back to the slot. */
  async function releaseHold(trx: Kysely<DB>, hold: { id: number; slot_id: number }, now: string): Promise<void> {
    await trx
      .updateTable('slot_holds')
      .set({ status: 'released', updated_at: now })
      .where('id', '=', hold.id)
      .execute();
    await decrementSlot(trx, hold.slot_id);
  }

  /** Takes one place in a slot when it has room, is open and has not reached its cutoff. */
  async function takeSlotPlace(trx: Kysely<DB>, slotId: number, cutoffAfter: string): Promise<boolean> {
    return (
      (await updatedRows(
        trx
          .updateTable('delivery_slots')
          .set({ used_count: sql`used_count + 1` })
          .where('id', '=', slotId)
          .where('is_closed', '=', 0)
          .where('starts_at', '>', cutoffAfter)
          .where((eb) => eb('used_count', '<', eb.ref('capacity'))),
      )) === 1
    );
  }

  /** Gives back everything a not-delivered order took; idempotent through released_at. */
  async function releaseOrder(trx: Kysely<DB>, order: OrderRow, now: string): Promise<void> {
    const claimed = await trx
      .updateTable('orders')
      .set({ released_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const lines = await trx
      .selectFrom('order_lines')
      .select(['product_id', 'qty', 'stock_source_code', 'campaign_id', 'product_type'])
      .where('order_id', '=', order.id)
      .orderBy('product_id')
      .execute();
    for (const line of lines) {
      if (line.campaign_id !== null) {
        await trx
          .updateTable('product_campaigns')
          .set({ stock: sql`stock + ${line.qty}` })
          .where('id', '=', line.campaign_id)
          .execute();
      } else if (line.stock_source_code !== null) {
        await trx
          .updateTable('product_stock')
          .set({ qty: sql`qty + ${line.qty}` })
          .where('product_id', '=', line.product_id)
          .where('source_code', '=', line.stock_source_code)
          .execute();
      }
    }
    if (order.slot_id !== null) {
      // The booking held one place, through a hold or directly: it goes back once (released_at above).
      await trx
        .updateTable('slot_holds')
        .set({ status: 'released', updated_at: now })
        .where('order_id', '=', order.id)
        .where('status', '=', 'booked')
        .execute();
      await decrementSlot(trx, order.slot_id);
    }
    if (order.voucher_id !== null) {
      const usage = await trx
        .deleteFrom('voucher_usages')
        .where('voucher_id', '=', order.voucher_id)
        .where('order_ref', '=', order.increment_id)
        .executeTakeFirst();
      if (Number(usage.numDeletedRows) > 0) {
        await trx
          .updateTable('vouchers')
          .set({ times_used: sql`times_used - 1` })
          .where('id', '=', order.voucher_id)
          .where('times_used', '>', 0)
          .execute();
      }
    }
    // The cart may be ordered again (restore-quote brings it back).
    await trx.updateTable('carts').set({ ordered_at: null, updated_at: now }).where('id', '=', order.cart_id).execute();
  }

  /** Orders waiting for their payment's outcome. */
  const pendingOrders = () => db.selectFrom('orders').selectAll().where('status', '=', 'pending');

  /** The slots of one store's delivery or pickup calendar. */
  const calendarOf = (calendar: { source_code: string; is_store_pickup: boolean }) =>
    db
      .selectFrom('delivery_slots')
      .selectAll()
      .where('source_code', '=', calendar.source_code)
      .where('is_store_pickup', '=', calendar.is_store_pickup ? 1 : 0);

  return {
    engine,
    /** the orders feature's cancellation gives an order's stock, slot and voucher back inside its own transaction */
    releaseOrderIn: releaseOrder,

    // ——— slots ———

    /**
     * Makes sure today and the next days have slots for every store (missing rows only; existing rows and
     * their capacity, use and closures stay). Idempotent; the scheduler and the seed call it.
     */
    async rollForwardSlots(now: Date, days: number = SLOT_DAYS_AHEAD): Promise<number> {
      const sources = (await db.selectFrom('stores').select('source_code').orderBy('sort_order').execute()).map(
        (s) => s.source_code,
      );
      const rows = slotRowsFor(sources, now, days);
      let inserted = 0;
      for (let i = 0; i < rows.length; i += 500) {
        const result = await db
          .insertInto('delivery_slots')
          .values(rows.slice(i, i + 500))
          .onConflict((oc) => oc.columns(['source_code', 'is_store_pickup', 'slot_date', 'interval_id']).doNothing())
          .executeTakeFirst();
        inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return inserted;
    },

    async slots(filter: { source_code: string; is_store_pickup: boolean; from_date: string; to_date: string }) {
      return calendarOf(filter)
        .where('slot_date', '>=', filter.from_date)
        .where('slot_date', '<=', filter.to_date)
        .orderBy('slot_date')
        .orderBy('interval_id')
        .execute();
    },

    async slotById(id: number): Promise<DeliverySlotRow | undefined> {
      return db.selectFrom('delivery_slots').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async slotAt(key: { source_code: string; is_store_pickup: boolean; slot_date: string; interval_id: number }) {
      return calendarOf(key)
        .where('slot_date', '=', key.slot_date)
        .where('interval_id', '=', key.interval_id)
        .executeTakeFirst();
    },

    /** Operators' knobs (and tests): capacity and closure of one slot. */
    async setSlotCapacity(id: number, changes: { capacity?: number; is_closed?: number }): Promise<void> {
      await db.updateTable('delivery_slots').set(changes).where('id', '=', id).execute();
    },

    async liveHoldOfCart(cartId: number, nowIso: string): Promise<SlotHoldRow | undefined> {
      return db
        .selectFrom('slot_holds')
        .selectAll()
        .where('cart_id', '=', cartId)
        .where('status', '=', 'held')
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
    },

    /**
     * Holds a place in a slot for a cart until `expires_at`. Choosing the slot the cart already holds
     * renews the hold; choosing another releases the old one. False when the slot has no room (or is
     * closed or past `cutoffAfter`).
     */
    async holdSlot(input: {
      slot_id: number;
      customer_id: number;
      cart_id: number;
      now: string;
      expires_at: string;
      cutoff_after: string;
    }): Promise<SlotHoldRow | null> {
      return tx(async (trx) => {
        const current = await trx
          .selectFrom('slot_holds')
          .selectAll()
          .where('cart_id', '=', input.cart_id)
          .where('status', '=', 'held')
          .executeTakeFirst();
        if (current && current.slot_id === input.slot_id && current.expires_at > input.now) {
          await trx
            .updateTable('slot_holds')
            .set({ expires_at: input.expires_at, updated_at: input.now })
            .where('id', '=', current.id)
            .execute();
          return { ...current, expires_at: input.expires_at, updated_at: input.now };
        }
        if (!(await takeSlotPlace(trx, input.slot_id, input.cutoff_after))) return null;
        if (current) await releaseHold(trx, current, input.now);
        return trx
          .insertInto('slot_holds')
          .values({
            slot_id: input.slot_id,
            customer_id: input.customer_id,
            cart_id: input.cart_id,
            status: 'held',
            order_id: null,
            expires_at: input.expires_at,
            created_at: input.now,
            updated_at: input.now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Releases the cart's live hold (a changed address or delivery type resets the slot). */
    async releaseHoldOfCart(cartId: number, now: string): Promise<void> {
      await tx(async (trx) => {
        const released = await trx
          .updateTable('slot_holds')
          .set({ status: 'released', updated_at: now })
          .where('cart_id', '=', cartId)
          .where('status', '=', 'held')
          .returning(['slot_id'])
          .execute();
        for (const hold of released) await decrementSlot(trx, hold.slot_id);
      });
    },

    /** The scheduler's job: releases every hold whose time ran out. Answers how many went back. */
    async expireHolds(nowIso: string): Promise<number> {
      return tx(async (trx) => {
        const expired = await trx
          .updateTable('slot_holds')
          .set({ status: 'released', updated_at: nowIso })
          .where('status', '=', 'held')
          .where('expires_at', '<=', nowIso)
          .returning(['slot_id'])
          .execute();
        for (const hold of expired) await decrementSlot(trx, hold.slot_id);
        return expired.length;
      });
    },

    // ——— checkout choices ———

    async session(cartId: number): Promise<CheckoutSessionRow | undefined> {
      return db.selectFrom('checkout_sessions').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
    },

    async saveSession(cartId: number, customerId: number, changes: CheckoutSessionChanges, now: string) {
      const row: Insertable<CheckoutSessionTable> = {
        cart_id: cartId,
        customer_id: customerId,
        delivery_type: 'delivery',
        allow_go_green: 0,
        ...changes,
        updated_at: now,
      };
      await db
        .insertInto('checkout_sessions')
        .values(row)
        .onConflict((oc) => oc.column('cart_id').doUpdateSet({ ...changes, updated_at: now }))
        .execute();
    },

    // ——— orders ———

    /**
     * Places an order in one transaction: claims the cart (`ordered_at is null`), takes stock line by line
     * (`qty >= n`, campaign stock while a campaign runs), books the slot (turning the cart's live hold
     * into the booking, or taking a place directly), uses the voucher once, writes the order, its
     * sub-orders and lines, and switches the cart off. Any shortfall rolls everything back.
     */
    async placeOrder(input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
      try {
        return await tx(async (trx) => {
          const gate = await trx
            .updateTable('carts')
            .set({ ordered_at: input.now, updated_at: input.now })
            .where('id', '=', input.cart_id)
            .where('customer_id', '=', input.customer_id)
            .where('ordered_at', 'is', null)
            .executeTakeFirst();
          if (Number(gate.numUpdatedRows) !== 1) {
            throw new Rollback({ kind: 'already_ordered', order: undefined });
          }

          // Stock, in product order so two orders never lock rows in opposite orders.
          const taken: { index: number; campaign_id: number | null; source: string | null }[] = [];
          const short: string[] = [];
          const byProduct = input.lines
            .map((line, index) => ({ line, index }))
            .sort((a, b) => a.line.product_id - b.line.product_id);
          for (const { line, index } of byProduct) {
            if (line.stock_qty <= 0) {
              taken.push({ index, campaign_id: null, source: null });
              continue;
            }
            const campaign = await trx
              .selectFrom('product_campaigns')
              .select('id')
              .where('product_id', '=', line.product_id)
              .where('start_time', '<=', input.now)
              .where('end_time', '>', input.now)
              .orderBy('start_time')
              .executeTakeFirst();
            const result = campaign
              ? await trx
                  .updateTable('product_campaigns')
                  .set({ stock: sql`stock - ${line.stock_qty}` })
                  .where('id', '=', campaign.id)
                  .where('stock', '>=', line.stock_qty)
                  .executeTakeFirst()
              : await trx
                  .updateTable('product_stock')
                  .set({ qty: sql`qty - ${line.stock_qty}` })
                  .where('product_id', '=', line.product_id)
                  .where('source_code', '=', input.source_code)
                  .where('qty', '>=', line.stock_qty)
                  .executeTakeFirst();
            if (Number(result.numUpdatedRows) !== 1) short.push(line.sku);
            taken.push({ index, campaign_id: campaign?.id ?? null, source: campaign ? null : input.source_code });
          }
          if (short.length > 0) throw new Rollback({ kind: 'out_of_stock', skus: short });

          let holdId: number | null = null;
          if (input.slot) {
            const hold = await trx
              .selectFrom('slot_holds')
              .select(['id', 'slot_id'])
              .where('cart_id', '=', input.cart_id)
              .where('status', '=', 'held')
              .where('expires_at', '>', input.now)
              .executeTakeFirst();
            if (hold && hold.slot_id === input.slot.id) {
              holdId = hold.id;
            } else {
              if (hold) await releaseHold(trx, hold, input.now);
              if (!(await takeSlotPlace(trx, input.slot.id, input.slot.cutoff_after)))
                throw new Rollback({ kind: 'slot_unavailable' });
            }
          }

          const placeholder = `pending-${input.cart_id}-${input.now}`;
          const inserted = await trx
            .insertInto('orders')
            .values({
              increment_id: placeholder,
              customer_id: input.customer_id,
              customer_email: input.customer_email,
              cart_id: input.cart_id,
              status: input.status,
              payment_method: input.payment_method,
              payment_title: input.payment_title,
              payment_ref: null,
              payment_redirect_url: null,
              payment_started_at: null,
              ...input.amounts,
              coupon_code: input.coupon_code,
              voucher_id: input.voucher?.id ?? null,
              delivery_type: input.delivery_type,
              shipping_address: input.shipping_address,
              pickup_source_code: input.pickup_source_code,
              source_code: input.source_code,
              slot_id: input.slot?.id ?? null,
              slot_date: input.slot?.date ?? null,
              slot_period: input.slot?.period ?? null,
              slot_label: input.slot?.label ?? null,
              cancellation_key: input.cancellation?.key ?? null,
              cancellation_value: input.cancellation?.value ?? null,
              delivery_instruction: input.delivery_instruction,
              device_type: input.device_type,
              created_at: input.now,
              updated_at: input.now,
              paid_at: null,
              released_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const numbers = input.numbers(inserted.id);
          const order = await trx
            .updateTable('orders')
            .set({ increment_id: numbers.increment_id })
            .where('id', '=', inserted.id)
            .returningAll()
            .executeTakeFirstOrThrow();

          if (holdId !== null) {
            await trx
              .updateTable('slot_holds')
              .set({ status: 'booked', order_id: order.id, updated_at: input.now })
              .where('id', '=', holdId)
              .execute();
          } else if (input.slot) {
            await trx
              .insertInto('slot_holds')
              .values({
                slot_id: input.slot.id,
                customer_id: input.customer_id,
                cart_id: input.cart_id,
                status: 'booked',
                order_id: order.id,
                expires_at: input.now,
                created_at: input.now,
                updated_at: input.now,
              })
              .execute();
          }

          if (input.voucher) {
            if (input.voucher.usage_limit_per_customer !== null) {
              const used = await countedRows(
                trx
                  .selectFrom('voucher_usages')
                  .where('voucher_id', '=', input.voucher.id)
                  .where('customer_id', '=', input.customer_id),
              );
              if (used >= input.voucher.usage_limit_per_customer) throw new Rollback({ kind: 'voucher_used_up' });
            }
            const use = await trx
              .updateTable('vouchers')
              .set({ times_used: sql`times_used + 1` })
              .where('id', '=', input.voucher.id)
              .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
              .executeTakeFirst();
            if (Number(use.numUpdatedRows) !== 1) throw new Rollback({ kind: 'voucher_used_up' });
            await trx
              .insertInto('voucher_usages')
              .values({
                voucher_id: input.voucher.id,
                customer_id: input.customer_id,
                order_ref: order.increment_id,
                used_at: input.now,
              })
              .execute();
          }

          if (input.sellers.length > 0) {
            await trx
              .insertInto('order_sellers')
              .values(
                input.sellers.map((s) => ({
                  order_id: order.id,
                  ...s,
                  sub_increment_id: numbers.sub.get(s.seller_id) ?? `${order.increment_id}-${s.seller_id}`,
                })),
              )
              .execute();
          }
          const takenByIndex = new Map(taken.map((t) => [t.index, t]));
          await trx
            .insertInto('order_lines')
            .values(
              input.lines.map((line, index) => ({
                order_id: order.id,
                seller_id: line.seller_id,
                product_id: line.product_id,
                sku: line.sku,
                name: line.name,
                product_type: line.product_type,
                qty: line.qty,
                unit_price: line.unit_price,
                row_total: line.row_total,
                discount_amount: line.discount_amount,
                special_instruction: line.special_instruction,
                stock_source_code: line.stock_qty > 0 ? (takenByIndex.get(index)?.source ?? null) : null,
                campaign_id: line.stock_qty > 0 ? (takenByIndex.get(index)?.campaign_id ?? null) : null,
              })),
            )
            .execute();
          // stock_qty may differ from qty (buy-2-for-1 pays half but takes all): the line records qty taken.
          await trx.updateTable('carts').set({ is_active: 0 }).where('id', '=', input.cart_id).execute();
          // An online order waiting for its payment keeps the shopper's choices: a failed payment restores the
          // cart and sends the shopper back to the timeslot step with the address or store still chosen.
          if (order.status !== 'pending') {
            await trx.deleteFrom('checkout_sessions').where('cart_id', '=', input.cart_id).execute();
          }
          return { kind: 'placed', order } as const;
        });
      } catch (error) {
        if (error instanceof Rollback) {
          if (error.outcome.kind === 'already_ordered') {
            return { kind: 'already_ordered', order: await this.latestOrderOfCart(input.cart_id) };
          }
          return error.outcome;
        }
        throw error;
      }
    },

    async latestOrderOfCart(cartId: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).orderBy('id', 'desc').executeTakeFirst();
    },

    async orderById(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async orderByIncrementId(incrementId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('increment_id', '=', incrementId).executeTakeFirst();
    },

    async orderLines(orderId: number): Promise<OrderLineRow[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    async orderSellers(orderId: number): Promise<OrderSellerRow[]> {
      return db.selectFrom('order_sellers').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    async recordPaymentStarted(
      orderId: number,
      change: { payment_ref: string; redirect_url: string | null; now: string },
    ) {
      await db
        .updateTable('orders')
        .set({
          payment_ref: change.payment_ref,
          payment_redirect_url: change.redirect_url,
          payment_started_at: change.now,
          updated_at: change.now,
        })
        .where('id', '=', orderId)
        .execute();
    },

    /**
     * Applies a payment outcome to an order that is still `from` (pending): a conditional status update,
     * so however often a result arrives (browser return, webhook, reconciliation) it applies once. When
     * `release` is set, stock, slot and voucher go back in the same transaction. False when the order
     * had already left `from`.
     */
    async settlePayment(
      orderId: number,
      change: { from: string; to: string; release: boolean; now: string; paid: boolean },
    ) {
      return tx(async (trx) => {
        const updated = await trx
          .updateTable('orders')
          .set({ status: change.to, updated_at: change.now, ...(change.paid ? { paid_at: change.now } : {}) })
          .where('id', '=', orderId)
          .where('status', '=', change.from)
          .returningAll()
          .executeTakeFirst();
        if (!updated) return false;
        if (change.release) await releaseOrder(trx, updated, change.now);
        if (change.paid) await trx.deleteFrom('checkout_sessions').where('cart_id', '=', updated.cart_id).execute();
        return true;
      });
    },

    /** Online orders still pending whose payment started before `before` (the reconciliation job). */
    async stalePendingPayments(beforeIso: string, limit: number) {
      return pendingOrders()
        .where('payment_started_at', '<=', beforeIso)
        .orderBy('payment_started_at')
        .limit(limit)
        .execute();
    },

    /**
     * Orders paid online whose payment started since `sinceIso` (the status and payment-start index) and that
     * hold a line of `productType`: the membership repair re-applies their cards.
     */
    async paidOrdersHolding(productType: string, sinceIso: string, limit: number): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('status', '=', 'processing')
        .where('payment_started_at', '>=', sinceIso)
        .where('paid_at', 'is not', null)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('order_lines')
              .select('order_lines.id')
              .whereRef('order_lines.order_id', '=', 'orders.id')
              .where('order_lines.product_type', '=', productType),
          ),
        )
        .orderBy('payment_started_at')
        .limit(limit)
        .execute();
    },

    /** Pending orders that never reached the provider (the process died between commit and start). */
    async pendingWithoutPayment(beforeIso: string, limit: number) {
      return pendingOrders()
        .where('payment_ref', 'is', null)
        .where('created_at', '<=', beforeIso)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    // ——— idempotency ———

    /** Claims a key: answers null when this call inserted it, else the existing record. */
    async claimIdempotencyKey(input: {
      customer_id: number;
      idem_key: string;
      scope: string;
      request_hash: string;
      now: string;
    }): Promise<IdempotencyKeyRow | null> {
      const result = await db
        .insertInto('idempotency_keys')
        .values({
          customer_id: input.customer_id,
          idem_key: input.idem_key,
          scope: input.scope,
          request_hash: input.request_hash,
          state: 'in_flight',
          status_code: null,
          response_body: null,
          created_at: input.now,
          updated_at: input.now,
        })
        .onConflict((oc) => oc.columns(['customer_id', 'idem_key']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return null;
      const existing = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('customer_id', '=', input.customer_id)
        .where('idem_key', '=', input.idem_key)
        .executeTakeFirst();
      // Deleted between the insert and the read (a failed first attempt): treat as in flight, retry later.
      return (
        existing ?? {
          id: 0,
          ...input,
          state: 'in_flight',
          status_code: null,
          response_body: null,
          created_at: input.now,
          updated_at: input.now,
        }
      );
    },

    async finishIdempotencyKey(
      customerId: number,
      key: string,
      answer: { status_code: number; body: string; now: string },
    ) {
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', status_code: answer.status_code, response_body: answer.body, updated_at: answer.now })
        .where('customer_id', '=', customerId)
        .where('idem_key', '=', key)
        .execute();
    },

    /** Forgets a key whose first attempt failed unexpectedly, so a retry may run. */
    async dropIdempotencyKey(customerId: number, key: string) {
      await db
        .deleteFrom('idempotency_keys')
        .where('customer_id', '=', customerId)
        .where('idem_key', '=', key)
        .execute();
    },

    async purgeIdempotencyKeys(beforeIso: string): Promise<number> {
      return deletedRows(db.deleteFrom('idempotency_keys').where('created_at', '<', beforeIso));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
