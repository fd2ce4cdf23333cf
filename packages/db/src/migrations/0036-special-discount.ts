import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * The senior citizen and PWD special discount (issue 36, decision 038):
 * - special_discount_products: the goods an operator marks as basic necessities and prime commodities (with the
 *   DTI/DA category they fall under); a product not listed does not qualify.
 * - discount_ids: a shopper's senior citizen or PWD ID: number, name, the re-encoded photo (bytes, random key),
 *   and the operator's decision; one current ID per shopper (older ones are 'replaced').
 * - special_discount_uses: what each order took of its holder's weekly cap (Asia/Manila week, Monday's date),
 *   with the ID number and name the invoice prints; released_at gives a cancelled order's use back.
 * Frozen once merged.
 */
export function specialDiscount(engine: DatabaseEngine) {
  const blob = engine === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('special_discount_products')
        .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
        .addColumn('category', 'text', (c) => c.notNull())
        /** the staff member's customer id, null when the seed marked it */
        .addColumn('marked_by', 'integer')
        .addColumn('marked_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('discount_ids')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('id_number', 'text', (c) => c.notNull())
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('content', blob, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'integer')
        .addCheckConstraint('discount_ids_kind', sql`kind in ('senior_citizen', 'pwd')`)
        .addCheckConstraint('discount_ids_status', sql`status in ('pending', 'verified', 'rejected', 'replaced')`)
        .execute();
      await sql`create unique index discount_ids_current on discount_ids (customer_id) where status <> 'replaced'`.execute(
        db,
      );
      await db.schema.createIndex('discount_ids_status').on('discount_ids').columns(['status', 'id']).execute();

      await db.schema
        .createTable('special_discount_uses')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('discount_id', 'integer', (c) => c.notNull().references('discount_ids.id'))
        /** the Asia/Manila week's Monday, YYYY-MM-DD */
        .addColumn('week_start', 'text', (c) => c.notNull())
        .addColumn('purchase_amount', 'integer', (c) => c.notNull())
        .addColumn('discount_amount', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('id_number', 'text', (c) => c.notNull())
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('released_at', 'text')
        .addCheckConstraint('special_discount_uses_amounts', sql`purchase_amount > 0 and discount_amount > 0`)
        .execute();
      await db.schema
        .createIndex('special_discount_uses_week')
        .on('special_discount_uses')
        .columns(['customer_id', 'week_start'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('special_discount_uses').execute();
      await db.schema.dropTable('discount_ids').execute();
      await db.schema.dropTable('special_discount_products').execute();
    },
  };
}
