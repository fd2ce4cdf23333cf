import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Orders after the sale (issue 12): every status change with who and when, ratings, refunds of cancelled
 * paid orders, staff roles, and the indexes the order history reads by.
 * - order_status_changes: one row per step an (own-store or third-party) order passed, oldest first by id.
 * - order_ratings: one row per order (the primary key makes "rated once" a constraint, not a check).
 * - order_refunds: one row per cancelled paid order; its idempotency key is what the provider sees, so a
 *   replayed refund is the same refund.
 * - staff_roles: who may change an order's status through the API.
 * Checkout's tables are read and updated, never renamed (the lists feature reads them too).
 * Frozen once merged: later changes are new migrations.
 */
export function orders(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      // The own store's fulfilment step (domain TRACKING_STEPS); null until an operator first moves the order
      // (read as Order Created). Changed only by conditional updates, like the status beside it.
      await db.schema.alterTable('orders').addColumn('tracking_step', 'text').execute();

      await db.schema
        .createTable('order_status_changes')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        /** the own store's part has the order's increment id; a third-party sub-order its own number */
        .addColumn('sub_increment_id', 'text', (c) => c.notNull())
        .addColumn('seller_id', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        /** the tracking step reached (domain TRACKING_STEPS) */
        .addColumn('step', 'text', (c) => c.notNull())
        /** who: 'customer:<id>', 'staff:<id>', 'operator:<name>' or 'system' */
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_status_changes_order')
        .on('order_status_changes')
        .columns(['order_id', 'id'])
        .execute();

      await db.schema
        .createTable('order_ratings')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        /** rated | dismissed (a dismissed order leaves the prompt; it may still be rated once) */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer')
        .addColumn('comment', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_ratings_customer').on('order_ratings').column('customer_id').execute();

      await db.schema
        .createTable('order_refunds')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('payment_ref', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        /** requested | refunded | failed */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_refunds_status').on('order_refunds').column('status').execute();

      await db.schema
        .createTable('staff_roles')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
        /** operator (may change order statuses) */
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('granted_by', 'text', (c) => c.notNull())
        .addColumn('granted_at', 'text', (c) => c.notNull())
        .execute();

      // The history's first page: a shopper's orders newest first (id breaks ties), with or without a status.
      await db.schema
        .createIndex('orders_customer_created_id')
        .on('orders')
        .columns(['customer_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('orders_customer_status_created')
        .on('orders')
        .columns(['customer_id', 'status', 'created_at', 'id'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('orders_customer_status_created').execute();
      await db.schema.dropIndex('orders_customer_created_id').execute();
      await db.schema.alterTable('orders').dropColumn('tracking_step').execute();
      for (const table of ['staff_roles', 'order_refunds', 'order_ratings', 'order_status_changes'])
        await db.schema.dropTable(table).execute();
    },
  };
}
