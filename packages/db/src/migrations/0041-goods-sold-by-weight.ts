import type { Kysely } from 'kysely';

/**
 * Goods sold by weight (issue 36, decision 043):
 * - products: price_per_kg (centavos), weight_step_grams (one step of the quantity picker; a weighed line's qty
 *   counts steps) and weight_margin_percent (held above the estimate). All null for goods sold by the piece.
 * - order_lines: the price per kg and step copied when the order was placed (null: sold by the piece).
 * - order_line_weights: what the picker's scale read for a weighed line (once per line, whole grams).
 * - payment_captures: the one capture of a held card per order when picking is settled (its key is the
 *   provider's Idempotency-Key), the hold beside it and whether the weighed total went above the hold.
 * - sandbox_payments: the provider's manual capture (capture_method, captured_amount, capture_key).
 * Frozen once merged.
 */
export function goodsSoldByWeight() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('products').addColumn('price_per_kg', 'integer').execute();
      await db.schema.alterTable('products').addColumn('weight_step_grams', 'integer').execute();
      await db.schema.alterTable('products').addColumn('weight_margin_percent', 'integer').execute();
      await db.schema.alterTable('order_lines').addColumn('price_per_kg', 'integer').execute();
      await db.schema.alterTable('order_lines').addColumn('weight_step_grams', 'integer').execute();
      await db.schema.alterTable('order_lines').addColumn('weight_margin_percent', 'integer').execute();

      await db.schema
        .createTable('order_line_weights')
        .addColumn('order_line_id', 'integer', (c) => c.primaryKey().references('order_lines.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('grams', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('weighed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_line_weights_order').on('order_line_weights').column('order_id').execute();

      await db.schema
        .createTable('payment_captures')
        .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('payment_ref', 'text', (c) => c.notNull())
        .addColumn('held', 'integer', (c) => c.notNull())
        /** what is captured (never above held); 0 voids the hold */
        .addColumn('amount', 'integer', (c) => c.notNull())
        /** 1 when the weighed total was above the hold and the hold was captured */
        .addColumn('capped', 'integer', (c) => c.notNull().defaultTo(0))
        /** requested | captured | failed */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_captures_status').on('payment_captures').column('status').execute();

      await db.schema
        .alterTable('sandbox_payments')
        .addColumn('capture_method', 'text', (c) => c.notNull().defaultTo('automatic'))
        .execute();
      await db.schema.alterTable('sandbox_payments').addColumn('captured_amount', 'integer').execute();
      await db.schema.alterTable('sandbox_payments').addColumn('capture_key', 'text').execute();
    },
  };
}
