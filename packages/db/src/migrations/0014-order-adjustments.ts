import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Order adjustments (issue 26, money from one function): what an order's totals add to or take off its lines,
 * one row each (promotion, voucher, delivery fee, non-member fee; later rebates and the senior/PWD discount),
 * per seller or for the whole order (seller_id null). Orders placed before keep their totals; their breakdown
 * is rebuilt from the sub-orders' discount and delivery columns and the order's fee. Frozen once merged.
 */
export function orderAdjustments(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('order_adjustments')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('seller_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_adjustments_order_idx').on('order_adjustments').column('order_id').execute();
      await sql`insert into order_adjustments (order_id, seller_id, kind, label, amount)
        select order_id, seller_id, 'promotion', 'Discounts', 0 - discount_amount from order_sellers where discount_amount > 0
        union all
        select order_id, seller_id, 'delivery_fee', 'Delivery fee', shipping_amount from order_sellers where shipping_amount > 0
        union all
        select id, null, 'non_member_fee', 'Non-member service fee', fee from orders where fee > 0`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('order_adjustments').execute();
    },
  };
}
