import type { Kysely } from 'kysely';

/**
 * Substitutions per item, settled once at picking (issue 36, decision 039):
 * - cart_items / order_lines: the shopper's choice for a line that is out of stock (similar | specific | refund)
 *   and, for "this specific item", the product chosen from the line's related products. Placing the order copies
 *   the cart line's choice onto its order line.
 * - customers.substitution_default: the account's default choice for new cart lines (null reads as "similar").
 * - order_line_picks: what the picker did with a missing line (substituted or refunded), at what price, and
 *   when the shopper rejected the substitute (a rejected substitute is refunded).
 * - order_settlements: the one settlement of an order when picking finishes (primary key: once per order).
 * - picking_refunds: money given back to a card after picking, one row per idempotency key (the provider's).
 * Frozen once merged.
 */
export function pickingSubstitutions() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const table of ['cart_items', 'order_lines']) {
        await db.schema.alterTable(table).addColumn('substitution', 'text').execute();
        await db.schema.alterTable(table).addColumn('substitute_product_id', 'integer').execute();
      }
      await db.schema.alterTable('customers').addColumn('substitution_default', 'text').execute();

      await db.schema
        .createTable('order_line_picks')
        .addColumn('order_line_id', 'integer', (c) => c.primaryKey().references('order_lines.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        /** substituted | refunded */
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('substitute_product_id', 'integer')
        .addColumn('substitute_sku', 'text')
        .addColumn('substitute_name', 'text')
        .addColumn('substitute_qty', 'integer', (c) => c.notNull().defaultTo(0))
        /** centavos per unit at the store when picked */
        .addColumn('substitute_unit_price', 'integer', (c) => c.notNull().defaultTo(0))
        /** 1 when the shopper agreed on the phone to a dearer substitute */
        .addColumn('consent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('rejected_at', 'text')
        .execute();
      await db.schema.createIndex('order_line_picks_order').on('order_line_picks').column('order_id').execute();

      await db.schema
        .createTable('order_settlements')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('original_total', 'integer', (c) => c.notNull())
        .addColumn('final_total', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('settled_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('picking_refunds')
        .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('payment_ref', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        /** settlement | rejection */
        .addColumn('reason', 'text', (c) => c.notNull())
        /** requested | refunded | failed */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('picking_refunds_order').on('picking_refunds').column('order_id').execute();
    },
  };
}
