import type { Adjustment, Order, OrderLine, SubOrder } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { updatedRows } from '../affected-rows';
import type { TakenStock } from '../catalog/stock-steps';
import { orderLineOf, orderOf, subOrderOf } from './order-rows';
import { substitutionChoiceOf } from '../picking/picking-repository';
import { weighedTermsOf } from '../picking/weighed-lines-repository';

/** An order to write: its columns, its sellers' parts, its lines, its adjustments and how its numbers are made. */
export interface NewOrder extends Omit<
  Order,
  | 'id'
  | 'increment_id'
  | 'tracking_step'
  | 'payment_ref'
  | 'payment_redirect_url'
  | 'payment_started_at'
  | 'created_at'
  | 'updated_at'
  | 'paid_at'
  | 'released_at'
  | 'payment_hold_until'
  | 'payment_attempt'
> {
  now: string;
  lines: readonly Omit<OrderLine, 'id' | 'order_id' | 'stock_source_code' | 'campaign_id'>[];
  sellers: readonly Omit<SubOrder, 'id' | 'order_id' | 'sub_increment_id'>[];
  adjustments: readonly Adjustment[];
  /** the order number from the row id, and sub-order numbers per seller */
  numbers: (rowId: number) => { increment_id: string; sub: ReadonlyMap<string, string> };
}

/** An order as written: the order, its sellers' parts and its lines, as stored. */
export interface WrittenOrder {
  order: Order;
  sellers: SubOrder[];
  lines: OrderLine[];
}

/**
 * Writes the order, its sub-orders, its lines (each noting where its units were taken from, `taken`, with the
 * cart's substitution choice and a weighed product's terms) and its adjustments, in the caller's transaction.
 * Answers what it wrote as stored, so the sale's mail needs no read of its own.
 */
export async function writeOrder(
  trx: Kysely<DB>,
  input: NewOrder,
  taken: readonly TakenStock[],
): Promise<WrittenOrder> {
  const { now, lines, sellers, adjustments, numbers, ...columns } = input;
  const inserted = await trx
    .insertInto('orders')
    .values({
      ...columns,
      increment_id: `pending-${input.cart_id}-${now}`,
      payment_ref: null,
      payment_redirect_url: null,
      payment_started_at: null,
      created_at: now,
      updated_at: now,
      paid_at: null,
      released_at: null,
      payment_hold_until: null,
      payment_attempt: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const numbered = numbers(inserted.id);
  const order = await trx
    .updateTable('orders')
    .set({ increment_id: numbered.increment_id })
    .where('id', '=', inserted.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const subOrders =
    sellers.length === 0
      ? []
      : await trx
          .insertInto('order_sellers')
          .values(
            sellers.map((s) => ({
              order_id: order.id,
              ...s,
              sub_increment_id: numbered.sub.get(s.seller_id) ?? `${order.increment_id}-${s.seller_id}`,
            })),
          )
          .returningAll()
          .execute();
  const takenOf = new Map(taken.map((t) => [t.product_id, t]));
  const written = await trx
    .insertInto('order_lines')
    .values(
      lines.map((line) => ({
        ...line,
        order_id: order.id,
        stock_source_code: takenOf.get(line.product_id)?.source_code ?? null,
        campaign_id: takenOf.get(line.product_id)?.campaign_id ?? null,
        ...substitutionChoiceOf(order, line.sku),
        ...weighedTermsOf(line.product_id),
      })),
    )
    .returningAll()
    .execute();
  if (adjustments.length > 0) {
    await trx
      .insertInto('order_adjustments')
      .values(adjustments.map((a) => ({ order_id: order.id, ...a })))
      .execute();
  }
  return {
    order: orderOf(order),
    sellers: subOrders.map(subOrderOf).sort((a, b) => a.id - b.id),
    lines: written.map(orderLineOf).sort((a, b) => a.id - b.id),
  };
}

/** Claims the giving back of an order's reservations: true once, for the one caller that gives them back. */
export async function markReleased(trx: Kysely<DB>, orderId: number, now: string): Promise<boolean> {
  return (
    (await updatedRows(
      trx
        .updateTable('orders')
        .set({ released_at: now, updated_at: now })
        .where('id', '=', orderId)
        .where('released_at', 'is', null),
    )) === 1
  );
}

/** What an order's lines took from stock, to give it back. */
export async function stockTakenBy(trx: Kysely<DB>, orderId: number): Promise<TakenStock[]> {
  const lines = await trx
    .selectFrom('order_lines')
    .select(['product_id', 'qty', 'stock_source_code', 'campaign_id'])
    .where('order_id', '=', orderId)
    .execute();
  return lines.map((l) => ({
    product_id: l.product_id,
    qty: l.qty,
    source_code: l.stock_source_code,
    campaign_id: l.campaign_id,
  }));
}
