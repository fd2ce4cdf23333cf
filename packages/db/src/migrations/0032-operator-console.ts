import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

const ROLES = ['admin', 'store_manager', 'picker', 'dispatcher', 'content_editor', 'support'];

/**
 * The operator console (issue 35, decision 034):
 * - staff_grants: a role per store source ('*' = every store); replaces 0010's staff_roles, whose 'operator'
 *   rows become store managers of every store (what they could do before: move any order).
 * - staff_factors: each staff member's TOTP secret, encrypted (AES-256-GCM), and the last time step used, so
 *   a code is accepted once (a conditional update).
 * - staff_sessions: the console session a second factor opens on top of a sign-in (hashed token).
 * - ops_audit: every console change with who, what, when, before and after; append-only on both engines.
 * - the indexes the console's order list filters and sorts by (newest first, keyset on created_at and id).
 * Frozen once merged.
 */
export function operatorConsole(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('staff_grants')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        /** a source code, or '*' for every store */
        .addColumn('source_code', 'text', (c) => c.notNull())
        .addColumn('granted_by', 'text', (c) => c.notNull())
        .addColumn('granted_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('staff_grants_once', ['customer_id', 'role', 'source_code'])
        .addCheckConstraint('staff_grants_role', sql.raw(`role in (${ROLES.map((r) => `'${r}'`).join(', ')})`))
        .execute();
      await sql`insert into staff_grants (customer_id, role, source_code, granted_by, granted_at)
        select customer_id, 'store_manager', '*', granted_by, granted_at from staff_roles`.execute(db);
      await db.schema.dropTable('staff_roles').execute();

      await db.schema
        .createTable('staff_factors')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
        /** base64url of IV ‖ tag ‖ AES-256-GCM ciphertext of the base32 secret; never logged */
        .addColumn('secret_sealed', 'text', (c) => c.notNull())
        /** null while enrolment waits for its first code */
        .addColumn('enrolled_at', 'text')
        /** the last RFC 6238 time step accepted; a code of that step or an older one is refused */
        .addColumn('last_step', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        /** the sign-in (customer session token hash) it stands on: a log-out or another sign-in ends it */
        .addColumn('sign_in_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('end_reason', 'text')
        .execute();
      await db.schema.createIndex('staff_sessions_customer').on('staff_sessions').column('customer_id').execute();

      await db.schema
        .createTable('ops_audit')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        /** the policy table's route id, e.g. slots.update */
        .addColumn('action', 'text', (c) => c.notNull())
        /** what it changed, e.g. order:100000001, slot:42, grant:7 */
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ops_audit_entity').on('ops_audit').columns(['entity', 'id']).execute();
      if (engine === 'sqlite') {
        for (const action of ['update', 'delete'])
          await sql
            .raw(
              `create trigger ops_audit_no_${action} before ${action} on ops_audit
               begin select raise(abort, 'ops_audit is append-only'); end`,
            )
            .execute(db);
      } else {
        await sql`create function ops_audit_append_only() returns trigger language plpgsql as $$
          begin raise exception 'ops_audit is append-only'; end $$`.execute(db);
        await sql`create trigger ops_audit_no_change before update or delete on ops_audit
          for each row execute function ops_audit_append_only()`.execute(db);
        await sql`create trigger ops_audit_no_truncate before truncate on ops_audit
          for each statement execute function ops_audit_append_only()`.execute(db);
      }

      // The console's order list: newest first with keyset pagination, per store and per status.
      await db.schema.createIndex('orders_created_id').on('orders').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('orders_source_created_id')
        .on('orders')
        .columns(['source_code', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('orders_status_created_id')
        .on('orders')
        .columns(['status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('orders_source_status_created_id')
        .on('orders')
        .columns(['source_code', 'status', 'created_at', 'id'])
        .execute();
      // the picking list: a store's orders of one slot date
      await db.schema
        .createIndex('orders_source_slot_date')
        .on('orders')
        .columns(['source_code', 'slot_date', 'slot_id'])
        .execute();
      await db.schema.createIndex('orders_customer_email').on('orders').column('customer_email').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const index of [
        'orders_customer_email',
        'orders_source_slot_date',
        'orders_source_status_created_id',
        'orders_status_created_id',
        'orders_source_created_id',
        'orders_created_id',
      ])
        await db.schema.dropIndex(index).execute();
      await db.schema.dropTable('ops_audit').execute();
      if (engine === 'postgres') await sql`drop function ops_audit_append_only()`.execute(db);
      await db.schema.dropTable('staff_sessions').execute();
      await db.schema.dropTable('staff_factors').execute();
      await db.schema.dropTable('staff_grants').execute();
    },
  };
}
