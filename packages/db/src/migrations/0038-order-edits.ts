import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Editing an order until picking starts (issue 36, decision 040):
 * - orders.edit_version: the optimistic version an edit names; each edit moves it by one with a conditional
 *   update, so two edits read from the same order cannot both apply.
 * - order_edits: who changed what and when (the order's history of edits, shown on its page), the money it
 *   moved, and the refund of a paid order's decrease (its key is what the provider sees: one refund per edit).
 * Frozen once merged.
 */
export function orderEdits(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('orders')
        .addColumn('edit_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('order_edits')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        /** the version this edit made (1 for the first edit) */
        .addColumn('version', 'integer', (c) => c.notNull())
        /** customer:<id> (staff edits would say staff:<id>) */
        .addColumn('actor', 'text', (c) => c.notNull())
        /** JSON: the lines (sku, name, qty before and after) and the slot before and after */
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('total_before', 'integer', (c) => c.notNull())
        .addColumn('total_after', 'integer', (c) => c.notNull())
        /** what a paid order gets back (0 when nothing) and its refund's state: none | requested | refunded | failed */
        .addColumn('refund_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refund_status', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('refund_key', 'text')
        .addColumn('payment_ref', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('order_edits_version_once', ['order_id', 'version'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('order_edits').execute();
      await db.schema.alterTable('orders').dropColumn('edit_version').execute();
    },
  };
}
