import type { MailMessage, Order, OrderAdjustment, OrderLine, OrderStatus, SubOrder } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { giveBackOrder } from '../checkout/sale-steps';
import { orderAdjustmentOf, orderLineOf, orderOf, subOrderOf } from './order-rows';
import { queueMail } from '../mail/outbox-repository';
import { createCustomerRepository } from '../customers/customer-repository';

/** An order as written, with its lines, sub-orders and its customer's first name: what a mail about it is made from. */
interface WrittenOrder {
  order: Order;
  lines: OrderLine[];
  sellers: SubOrder[];
  /** the customer's first name as the transaction sees it (null: the account is gone) */
  firstname: string | null;
}

/** A mail about an order, written to the outbox in the transaction that changed the order (issue 27 item 1). */
export type OrderMail = (written: WrittenOrder) => MailMessage;

/**
 * Writes `mail` about `order` in the caller's transaction, from the order's records as that transaction sees them:
 * only the transaction that made the change reads what its mail needs, and nothing it knows already (`known`:
 * the lines, sub-orders and first name the sale has just written or read).
 */
export async function queueOrderMail(
  trx: Kysely<DB>,
  order: Order,
  mail: OrderMail,
  now: string,
  known: { lines?: OrderLine[]; sellers?: SubOrder[]; firstname?: string | null } = {},
): Promise<void> {
  const records = createOrderRecords(trx);
  // one after the other: a transaction is one connection
  const lines = known.lines ?? (await records.orderLines(order.id));
  const sellers = known.sellers ?? (await records.orderSellers(order.id));
  const firstname =
    known.firstname !== undefined
      ? known.firstname
      : ((await createCustomerRepository(trx).byId(order.customer_id))?.firstname ?? null);
  await queueMail(trx, mail({ order, lines, sellers, firstname }), now);
}

/**
 * An order's records as checkout and the orders feature read them — the order, its parts, lines and
 * adjustments — and its payment's marks: started, settled. Settling is a conditional status update (the
 * domain's transition decides from and to), so however often a result arrives it applies once.
 */
export function createOrderRecords(db: Kysely<DB>) {
  const orders = () => db.selectFrom('orders').selectAll();
  const pendingOrders = () => orders().where('status', '=', 'pending' satisfies OrderStatus);
  const one = async (query: ReturnType<typeof orders>) => {
    const row = await query.executeTakeFirst();
    return row && orderOf(row);
  };

  return {
    orderById: (id: number): Promise<Order | undefined> => one(orders().where('id', '=', id)),
    orderByIncrementId: (incrementId: string): Promise<Order | undefined> =>
      one(orders().where('increment_id', '=', incrementId)),
    latestOrderOfCart: (cartId: number): Promise<Order | undefined> =>
      one(orders().where('cart_id', '=', cartId).orderBy('id', 'desc')),

    async orderLines(orderId: number): Promise<OrderLine[]> {
      const rows = await db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      return rows.map(orderLineOf);
    },

    async orderSellers(orderId: number): Promise<SubOrder[]> {
      const rows = await db
        .selectFrom('order_sellers')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      return rows.map(subOrderOf);
    },

    async orderAdjustments(orderId: number): Promise<OrderAdjustment[]> {
      const rows = await db
        .selectFrom('order_adjustments')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      return rows.map(orderAdjustmentOf);
    },

    async recordPaymentStarted(
      orderId: number,
      change: { payment_ref: string; redirect_url: string | null; now: string },
    ): Promise<void> {
      await db
        .updateTable('orders')
        .set({
          payment_ref: change.payment_ref,
          payment_redirect_url: change.redirect_url,
          payment_started_at: change.now,
          updated_at: change.now,
        })
        .where('id', '=', orderId)
        .where('payment_ref', 'is', null)
        .execute();
    },

    /**
     * Applies a payment outcome to an order that is still `from`: a conditional status update, and when
     * `release` is set its stock, slot and voucher go back in the same transaction. Answers the settled order,
     * or undefined when it had already left `from` (the caller reads it again and decides anew).
     */
    /** `confirmation`: the mail of an order now paid, written in the same transaction as the payment. */
    async settlePayment(
      orderId: number,
      change: {
        from: OrderStatus;
        to: OrderStatus;
        release: boolean;
        paid: boolean;
        now: string;
        /** a declined order keeps its reservations until then (the retry hold) */
        holdUntil?: string | null;
        /**
         * a paid order's status from its lines (a membership-only order is complete once paid): read by the
         * transaction that won the update only, which moves `to` on to it
         */
        paidStatus?: (lines: OrderLine[]) => OrderStatus;
      },
      confirmation?: OrderMail,
    ): Promise<Order | undefined> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('orders')
          .set({
            status: change.to,
            updated_at: change.now,
            ...(change.paid ? { paid_at: change.now } : {}),
            ...(change.holdUntil !== undefined ? { payment_hold_until: change.holdUntil } : {}),
          })
          .where('id', '=', orderId)
          .where('status', '=', change.from)
          .returningAll()
          .executeTakeFirst();
        if (!updated) return undefined;
        if (change.release) await giveBackOrder(trx, updated, change.now);
        let settled = orderOf(updated);
        if (!change.paid) return settled;
        await trx.deleteFrom('checkout_sessions').where('cart_id', '=', updated.cart_id).execute();
        const lines = change.paidStatus || confirmation ? await createOrderRecords(trx).orderLines(orderId) : [];
        const paidStatus = change.paidStatus?.(lines) ?? change.to;
        if (paidStatus !== change.to) {
          await trx
            .updateTable('orders')
            .set({ status: paidStatus })
            .where('id', '=', orderId)
            .where('status', '=', change.to)
            .execute();
          settled = { ...settled, status: paidStatus };
        }
        if (confirmation) await queueOrderMail(trx, settled, confirmation, change.now, { lines });
        return settled;
      });
    },

    /**
     * Claims a held (declined) order for a new payment attempt, once: a conditional update from `holded` while its
     * reservations are kept and its hold lasts. Answers the claimed order (on its next attempt, with no payment
     * yet), or undefined when another retry, the hold's end or a cancel came first.
     */
    async claimPaymentRetry(
      orderId: number,
      change: { to: OrderStatus; method: string; title: string; now: string },
      /** the confirmation of an order now placed for cash, written with the claim (issue 27 item 1) */
      confirmation?: OrderMail,
    ): Promise<Order | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('orders')
          .set((eb) => ({
            status: change.to,
            payment_method: change.method,
            payment_title: change.title,
            payment_ref: null,
            payment_redirect_url: null,
            payment_started_at: null,
            payment_hold_until: null,
            payment_attempt: eb('payment_attempt', '+', 1),
            updated_at: change.now,
          }))
          .where('id', '=', orderId)
          .where('status', '=', 'holded' satisfies OrderStatus)
          .where('released_at', 'is', null)
          .where('payment_hold_until', '>', change.now)
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const claimed = orderOf(row);
        if (confirmation) await queueOrderMail(trx, claimed, confirmation, change.now);
        return claimed;
      });
    },

    /** Held orders whose retry hold has run out and whose reservations are still kept (the reconcile job). */
    async expiredPaymentHolds(nowIso: string, limit: number): Promise<Order[]> {
      const rows = await orders()
        .where('status', '=', 'holded' satisfies OrderStatus)
        .where('released_at', 'is', null)
        .where('payment_hold_until', '<=', nowIso)
        .orderBy('payment_hold_until')
        .limit(limit)
        .execute();
      return rows.map(orderOf);
    },

    /**
     * Gives back a held order's stock, slot and voucher (it stays Payment Failed): once its hold is over, or at
     * once when the shopper gives the hold up (`early`) to choose again.
     */
    async releasePaymentHold(orderId: number, nowIso: string, early = false): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', orderId)
          .where('status', '=', 'holded' satisfies OrderStatus)
          .where('released_at', 'is', null);
        if (!early) query = query.where('payment_hold_until', '<=', nowIso);
        const order = await query.executeTakeFirst();
        if (!order) return false;
        await giveBackOrder(trx, order, nowIso);
        return true;
      });
    },

    /** Online orders still pending whose payment started before `before` (the reconciliation job). */
    async stalePendingPayments(beforeIso: string, limit: number): Promise<Order[]> {
      const rows = await pendingOrders()
        .where('payment_started_at', '<=', beforeIso)
        .orderBy('payment_started_at')
        .limit(limit)
        .execute();
      return rows.map(orderOf);
    },

    /**
     * Orders paid online whose payment started since `sinceIso` (the status and payment-start index) and that
     * hold a line of `productType`: the membership repair re-applies their cards.
     */
    async paidOrdersHolding(productType: string, sinceIso: string, limit: number): Promise<Order[]> {
      const rows = await orders()
        // a paid order of membership cards alone is complete at once (domain statusWhenPaid)
        .where('status', 'in', ['processing', 'complete'] satisfies OrderStatus[])
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
      return rows.map(orderOf);
    },

    /** Pending orders that never reached the provider (the process died between commit, or a retry's claim, and start). */
    async pendingWithoutPayment(beforeIso: string, limit: number): Promise<Order[]> {
      const rows = await pendingOrders()
        .where('payment_ref', 'is', null)
        // updated_at, not created_at: a retried order is without a payment only from its claim on
        .where('updated_at', '<=', beforeIso)
        .orderBy('updated_at')
        .limit(limit)
        .execute();
      return rows.map(orderOf);
    },
  };
}
