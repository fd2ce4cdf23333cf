import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Carts, their lines, vouchers and voucher usages (issue 5).
 * - A guest cart is reached only by its mask: 256 random bits, base64url; only its SHA-256 (mask_hash) is
 *   stored, so a database leak does not hand out carts. A customer cart is reached by id + owner check.
 * - cart_items.line_id is the domain's temporary line id (sku, or sku#n for a second instruction).
 * - carts.version is bumped by every write (optimistic guard; writes also run in a transaction).
 * Frozen once merged: later changes are new migrations.
 */
export function carts(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('carts')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('mask_hash', 'text', (c) => c.unique())
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('source_code', 'text')
        .addColumn('coupon_code', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        /** set by order placement: an ordered cart is never restored by restore-quote */
        .addColumn('ordered_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('carts_customer_active').on('carts').columns(['customer_id', 'is_active']).execute();
      // A customer has one active cart: two first reads racing cannot both create one.
      await db.schema
        .createIndex('carts_one_active_per_customer')
        .on('carts')
        .column('customer_id')
        .unique()
        .where(sql.ref('is_active'), '=', 1)
        .execute();

      await db.schema
        .createTable('cart_items')
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('line_id', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('special_instruction', 'text')
        /** keeps the order lines were added in */
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('cart_items_pk', ['cart_id', 'line_id'])
        .execute();

      await db.schema
        .createTable('vouchers')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        /** stored upper-case */
        .addColumn('code', 'text', (c) => c.notNull().unique())
        /** percent | fixed */
        .addColumn('discount_type', 'text', (c) => c.notNull())
        /** percent, or centavos for a fixed voucher */
        .addColumn('discount_value', 'integer', (c) => c.notNull())
        .addColumn('max_discount', 'integer')
        .addColumn('min_spend', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('usage_limit', 'integer')
        .addColumn('usage_limit_per_customer', 'integer')
        .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('seller_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('voucher_usages')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
        /** the order that used it (orders come later); null while only applied to a cart */
        .addColumn('order_ref', 'text')
        .addColumn('used_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('voucher_usages_customer')
        .on('voucher_usages')
        .columns(['voucher_id', 'customer_id'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('voucher_usages').execute();
      await db.schema.dropTable('vouchers').execute();
      await db.schema.dropTable('cart_items').execute();
      await db.schema.dropTable('carts').execute();
    },
  };
}
