import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Member rebates as a ledger (issue 31, decision 028). `rebate_entries` is append-only on both engines
 * (triggers refuse UPDATE and DELETE, and TRUNCATE on PostgreSQL); `entry_key` makes every money move happen
 * once (one earn per order line, one settle per earn, one spend and one give-back per order). A balance is the
 * entries' sum. `rebate_accounts` holds no money: its row is the lock that makes a member's writes take turns.
 * Seen marks and the rebate applied to a cart live beside it. Frozen once merged.
 */
export function rebates(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('rebate_entries')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('entry_key', 'text', (c) => c.notNull().unique())
        .addColumn('earn_id', 'integer')
        .addColumn('order_id', 'integer')
        .addColumn('order_number', 'text')
        .addColumn('order_line_id', 'integer')
        .addColumn('order_type', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('pending_delta', 'integer', (c) => c.notNull())
        .addColumn('available_delta', 'integer', (c) => c.notNull())
        .addColumn('year', 'integer')
        .addColumn('available_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('rebate_entries_kind', sql`kind in ('earn', 'release', 'reverse', 'spend', 'give_back')`)
        .execute();
      await db.schema
        .createIndex('rebate_entries_customer_idx')
        .on('rebate_entries')
        .columns(['customer_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('rebate_entries_customer_kind_idx')
        .on('rebate_entries')
        .columns(['customer_id', 'kind', 'created_at'])
        .execute();
      await db.schema
        .createIndex('rebate_entries_due_idx')
        .on('rebate_entries')
        .columns(['kind', 'available_at'])
        .execute();
      await db.schema.createIndex('rebate_entries_earn_idx').on('rebate_entries').column('earn_id').execute();
      await db.schema.createIndex('rebate_entries_order_idx').on('rebate_entries').column('order_id').execute();
      // the earn job reads the steps recorded as delivered since a time
      await db.schema
        .createIndex('order_status_changes_step_idx')
        .on('order_status_changes')
        .columns(['step', 'created_at'])
        .execute();
      await db.schema
        .createTable('rebate_accounts')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey())
        .addColumn('turn', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rebate_seen')
        .addColumn('entry_id', 'integer', (c) => c.primaryKey().references('rebate_entries.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('cart_rebates')
        .addColumn('cart_id', 'integer', (c) => c.primaryKey().references('carts.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      if (engine === 'sqlite') {
        for (const action of ['update', 'delete'])
          await sql
            .raw(
              `create trigger rebate_entries_no_${action} before ${action} on rebate_entries
               begin select raise(abort, 'rebate_entries is append-only'); end`,
            )
            .execute(db);
        return;
      }
      await sql`create function rebate_entries_append_only() returns trigger language plpgsql as $$
        begin raise exception 'rebate_entries is append-only'; end $$`.execute(db);
      await sql`create trigger rebate_entries_no_change before update or delete on rebate_entries
        for each row execute function rebate_entries_append_only()`.execute(db);
      await sql`create trigger rebate_entries_no_truncate before truncate on rebate_entries
        for each statement execute function rebate_entries_append_only()`.execute(db);
    },
  };
}
