import {
  type MailMessage,
  type Order,
  type OrderRating,
  type OrderRefund,
  type OrderStatusChange,
  type OrderSummary,
  MEMBERSHIP_PRODUCT_TYPE,
  OWN_SELLER_ID,
  type SubOrder,
} from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';
import { countedRows } from '../counted-rows';
import { giveBackOrder } from '../checkout/sale-steps';
import { queueMail } from '../mail/outbox-repository';
import { claimHoldCapture, holdOf } from '../picking/weighed-lines-repository';
import { createOrderRecords } from './order-records';
import { orderOf, orderRatingOf, orderRefundOf, orderStatusOf, subOrderOf } from './order-rows';

/** A status change to record: the part it is about and the step reached. */
export interface StatusChangeInput {
  sub_increment_id: string;
  seller_id: string;
  from_status: string | null;
  to_status: string;
  step: string;
}

/** The own store's move: the order's status and step must still be `from` (a conditional update). */
export interface OwnMove {
  from: { status: string; step: string };
  to: { status: string; step: string };
  changes: readonly StatusChangeInput[];
  /** the customer's mail about the step reached, written with the move (issue 27 item 1) */
  mail: MailMessage | null;
}

/** A third-party sub-order's move: its code must still be `from`. */
export interface SellerMove {
  sub_increment_id: string;
  from: string;
  to: string;
  changes: readonly StatusChangeInput[];
  /** the order's status when it has no own-store part (domain orderStatusOfSellerParts), else null */
  orderStatus: (codes: readonly string[]) => string | null;
  /** the customer's mail about the step reached, written with the move */
  mail: MailMessage | null;
}

export type CancelOutcome =
  /** `voided`: a card held for goods sold by weight (decision 043) gets its hold voided instead of a refund */
  { kind: 'cancelled'; order: Order; refund: OrderRefund | null; voided: boolean } | { kind: 'refused' };

class Refused extends Error {}

/**
 * Orders after the sale (issue 12): the history and its counts, the parts of an order, its status changes,
 * ratings, cancellations and refunds (staff grants moved to staff-repository, migration 0032). Every
 * status change is a conditional update on the status (and step) it starts from, so two operators, or an
 * operator and a shopper, never both win; the first statement of each write transaction is that update, which takes SQLite's write lock at once and
 * PostgreSQL's row lock.
 */
export function createOrderRepository(db: Kysely<DB>) {
  const records = createOrderRecords(db);
  const tx = <T>(work: (trx: Kysely<DB>) => Promise<T>) => db.transaction().execute(work);
  const stepOf = sql<string>`coalesce(tracking_step, 'created')`;

  async function recordChanges(
    trx: Kysely<DB>,
    orderId: number,
    changes: readonly StatusChangeInput[],
    actor: string,
    now: string,
  ) {
    if (changes.length === 0) return;
    await trx
      .insertInto('order_status_changes')
      .values(changes.map((c) => ({ order_id: orderId, ...c, actor, created_at: now })))
      .execute();
  }

  return {
    /** A shopper's orders newest first, one page, optionally only some statuses; and how many in all. */
    async history(customerId: number, statuses: readonly string[] | null, page: number, pageSize: number) {
      const base = db
        .selectFrom('orders')
        .where('customer_id', '=', customerId)
        .$if(statuses !== null, (q) => q.where('status', 'in', statuses!.length > 0 ? [...statuses!] : ['']));
      const [rows, total] = await Promise.all([
        base
          .select(['id', 'increment_id', 'status', 'created_at', 'grand_total'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        countedRows(base),
      ]);
      return { rows: rows.map((r): OrderSummary => ({ ...r, status: orderStatusOf(r.status) })), total };
    },

    /** A page of a shopper's whole orders, newest first (track and trace), and how many in all. */
    async ordersPage(customerId: number, page: number, pageSize: number) {
      const ofCustomer = db.selectFrom('orders').where('customer_id', '=', customerId);
      const [orders, total] = await Promise.all([
        ofCustomer
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        countedRows(ofCustomer),
      ]);
      return { orders: orders.map(orderOf), total };
    },

    /** How many of a shopper's orders are in each status. */
    async statusCounts(customerId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('customer_id', '=', customerId)
        .groupBy('status')
        .execute();
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** The sub-orders of some orders (one query for a page). */
    async sellersOf(orderIds: readonly number[]): Promise<SubOrder[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .selectFrom('order_sellers')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('order_id')
        .orderBy('id')
        .execute();
      return rows.map(subOrderOf);
    },

    /** The product types per order and seller (membership orders track apart). */
    async lineKindsOf(orderIds: readonly number[]) {
      if (orderIds.length === 0) return [];
      return db
        .selectFrom('order_lines')
        .select(['order_id', 'seller_id', 'product_type'])
        .distinct()
        .where('order_id', 'in', [...orderIds])
        .execute();
    },

    orderByNumber: records.orderByIncrementId,
    orderById: records.orderById,
    lines: records.orderLines,
    sellers: records.orderSellers,
    adjustments: records.orderAdjustments,

    /** The order a sub-order number belongs to (the own store's part is the order's own number). */
    async orderOfSubNumber(subIncrementId: string): Promise<{ order: Order; seller: SubOrder } | undefined> {
      const seller = await db
        .selectFrom('order_sellers')
        .selectAll()
        .where('sub_increment_id', '=', subIncrementId)
        .executeTakeFirst();
      if (!seller) return undefined;
      const order = await records.orderById(seller.order_id);
      return order ? { order, seller: subOrderOf(seller) } : undefined;
    },

    /**
     * The products a customer bought in orders that went through (not failed or cancelled), most recently
     * bought first, each once; membership cards are not bought again from a shelf.
     */
    async lastBoughtProducts(
      customerId: number,
      limit: number,
    ): Promise<{ product_id: number; last_bought_at: string }[]> {
      const rows = await db
        .selectFrom('order_lines as ol')
        .innerJoin('orders as o', 'o.id', 'ol.order_id')
        .select(['ol.product_id', (eb) => eb.fn.max('o.created_at').as('last_bought_at')])
        .where('o.customer_id', '=', customerId)
        .where('ol.product_id', '>', 0)
        .where('ol.product_type', '!=', MEMBERSHIP_PRODUCT_TYPE)
        .where('o.status', 'not in', ['holded', 'canceled', 'cancelled', 'fraud'])
        .groupBy('ol.product_id')
        .orderBy('last_bought_at', 'desc')
        .orderBy('ol.product_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ product_id: r.product_id, last_bought_at: String(r.last_bought_at) }));
    },

    async statusChanges(orderId: number): Promise<OrderStatusChange[]> {
      return db.selectFrom('order_status_changes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    /** Moves the own store's part along its table; false when it is no longer at `from`. */
    async moveOwnStore(order: Order, move: OwnMove, actor: string, now: string): Promise<boolean> {
      return tx(async (trx) => {
        const updated = await trx
          .updateTable('orders')
          .set({ status: move.to.status, tracking_step: move.to.step, updated_at: now })
          .where('id', '=', order.id)
          .where('status', '=', move.from.status)
          .where(stepOf, '=', move.from.step)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('order_sellers')
          .set({ status: move.to.status })
          .where('order_id', '=', order.id)
          .where('seller_id', '=', OWN_SELLER_ID)
          .execute();
        await recordChanges(trx, order.id, move.changes, actor, now);
        if (move.to.status === 'canceled') await giveBackOrder(trx, order, now);
        if (move.mail) await queueMail(trx, move.mail, now);
        return true;
      });
    },

    /** Moves one third-party sub-order along the seller codes; false when it is no longer at `from`. */
    async moveSubOrder(order: Order, move: SellerMove, actor: string, now: string): Promise<boolean> {
      return tx(async (trx) => {
        const updated = await trx
          .updateTable('order_sellers')
          .set({ status: move.to })
          .where('order_id', '=', order.id)
          .where('sub_increment_id', '=', move.sub_increment_id)
          .where('status', '=', move.from)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        await recordChanges(trx, order.id, move.changes, actor, now);
        const codes = await trx
          .selectFrom('order_sellers')
          .select('status')
          .where('order_id', '=', order.id)
          .where('seller_id', '!=', OWN_SELLER_ID)
          .execute();
        const status = move.orderStatus(codes.map((c) => c.status));
        if (status !== null && status !== order.status) {
          await trx.updateTable('orders').set({ status, updated_at: now }).where('id', '=', order.id).execute();
          if (status === 'canceled') await giveBackOrder(trx, order, now);
        }
        if (move.mail) await queueMail(trx, move.mail, now);
        return true;
      });
    },

    /**
     * A shopper's cancellation, all or nothing: the order must still be pending or processing at one of
     * `cancellableSteps`, and every third-party sub-order at one of `cancellableCodes`. Stock, slot and voucher
     * go back in the same transaction; a paid order gets one refund row (its key is the provider's key).
     */
    async cancel(
      order: Order,
      rule: {
        cancellableSteps: readonly string[];
        cancellableCodes: readonly string[];
        refundKey: string;
        voidKey: string;
      },
      changes: readonly StatusChangeInput[],
      actor: string,
      now: string,
    ): Promise<CancelOutcome> {
      try {
        return await tx(async (trx) => {
          const updated = await trx
            .updateTable('orders')
            .set({ status: 'canceled', tracking_step: 'cancelled', updated_at: now })
            .where('id', '=', order.id)
            .where('status', 'in', ['pending', 'processing'])
            .where(stepOf, 'in', [...rule.cancellableSteps])
            .returningAll()
            .executeTakeFirst();
          if (!updated) throw new Refused();
          const sellers = await trx.selectFrom('order_sellers').selectAll().where('order_id', '=', order.id).execute();
          const thirdParty = sellers.filter((s) => s.seller_id !== OWN_SELLER_ID);
          if (!thirdParty.every((s) => rule.cancellableCodes.includes(s.status))) throw new Refused();
          await trx
            .updateTable('order_sellers')
            .set({ status: sql`case when seller_id = ${OWN_SELLER_ID} then 'canceled' else 'cancelled' end` })
            .where('order_id', '=', order.id)
            .execute();
          await recordChanges(trx, order.id, changes, actor, now);
          await giveBackOrder(trx, updated, now);
          let refund: OrderRefund | null = null;
          const hold = updated.paid_at !== null ? await holdOf(trx, updated.payment_ref) : null;
          if (hold)
            await claimHoldCapture(trx, { orderId: order.id, hold, key: rule.voidKey, amount: 0, capped: false, now });
          else if (updated.paid_at !== null && updated.payment_ref !== null) {
            refund = await trx
              .insertInto('order_refunds')
              .values({
                order_id: order.id,
                payment_ref: updated.payment_ref,
                amount: updated.grand_total,
                idempotency_key: rule.refundKey,
                status: 'requested',
                created_at: now,
                updated_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow()
              .then(orderRefundOf);
          }
          return { kind: 'cancelled' as const, order: orderOf(updated), refund, voided: hold !== null };
        });
      } catch (error) {
        if (error instanceof Refused) return { kind: 'refused' };
        throw error;
      }
    },

    async refundOf(orderId: number): Promise<OrderRefund | undefined> {
      const row = await db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).executeTakeFirst();
      return row && orderRefundOf(row);
    },

    async refundsToSend(limit: number): Promise<OrderRefund[]> {
      const rows = await db
        .selectFrom('order_refunds')
        .selectAll()
        .where('status', '=', 'requested')
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map(orderRefundOf);
    },

    async finishRefund(orderId: number, status: 'refunded' | 'failed', now: string): Promise<void> {
      await db
        .updateTable('order_refunds')
        .set({ status, updated_at: now })
        .where('order_id', '=', orderId)
        .where('status', '=', 'requested')
        .execute();
    },

    // ——— ratings ———

    async ratingsOf(orderIds: readonly number[]): Promise<OrderRating[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .selectFrom('order_ratings')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .execute();
      return rows.map(orderRatingOf);
    },

    /** A shopper's delivered orders with no rating row yet, newest first. */
    async notRated(customerId: number, deliveredStatuses: readonly string[], limit: number) {
      return db
        .selectFrom('orders')
        .leftJoin('order_ratings', 'order_ratings.order_id', 'orders.id')
        .select(['orders.id', 'orders.increment_id', 'orders.created_at', 'orders.grand_total', 'orders.status'])
        .where('orders.customer_id', '=', customerId)
        .where('orders.status', 'in', [...deliveredStatuses])
        .where('order_ratings.order_id', 'is', null)
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Rates (or dismisses) an order once: a dismissed order may still be rated; a rated one never changes.
     * False when the order was already rated (or already dismissed, for a dismissal).
     */
    async rate(
      input: {
        order_id: number;
        customer_id: number;
        status: 'rated' | 'dismissed';
        rating: number | null;
        comment: string | null;
      },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .insertInto('order_ratings')
        .values({ ...input, created_at: now, updated_at: now })
        .onConflict((oc) =>
          input.status === 'rated'
            ? oc
                .column('order_id')
                .doUpdateSet({ status: 'rated', rating: input.rating, comment: input.comment, updated_at: now })
                .where('order_ratings.status', '=', 'dismissed')
            : oc.column('order_id').doNothing(),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
