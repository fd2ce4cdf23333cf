import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Customer-support mode (issue 32): the customer's consent, support sessions of their own kind, the notes on
 * orders placed while acting, and the audit trail. The audit is append-only on both engines: triggers refuse
 * every UPDATE and DELETE (and TRUNCATE on PostgreSQL); a unique prev_hash stops the hash chain from forking.
 * Frozen once merged.
 */
export function supportMode(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('support_consents')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
        .addColumn('allowed', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('support_sessions')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('staff_session_hash', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('case_ref', 'text', (c) => c.notNull())
        .addColumn('consent', 'text', (c) => c.notNull())
        .addColumn('approver_id', 'integer', (c) => c.references('customers.id'))
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('end_reason', 'text')
        .addCheckConstraint('support_sessions_consent', sql`consent in ('customer', 'approver')`)
        .execute();
      await db.schema.createIndex('support_sessions_staff_idx').on('support_sessions').column('staff_id').execute();
      await db.schema
        .createIndex('support_sessions_customer_idx')
        .on('support_sessions')
        .columns(['customer_id', 'started_at'])
        .execute();
      await db.schema
        .createTable('support_order_notes')
        .addColumn('order_id', 'integer', (c) => c.primaryKey())
        .addColumn('increment_id', 'text', (c) => c.notNull())
        .addColumn('support_session_id', 'integer', (c) => c.notNull().references('support_sessions.id'))
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('support_audit')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('support_session_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('route', 'text')
        .addColumn('entity', 'text')
        .addColumn('decision', 'text')
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('prev_hash', 'text', (c) => c.notNull().unique())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addCheckConstraint('support_audit_kind', sql`kind in ('start', 'request', 'end')`)
        .execute();
      await db.schema
        .createIndex('support_audit_session_idx')
        .on('support_audit')
        .column('support_session_id')
        .execute();
      if (engine === 'sqlite') {
        for (const action of ['update', 'delete'])
          await sql
            .raw(
              `create trigger support_audit_no_${action} before ${action} on support_audit
               begin select raise(abort, 'support_audit is append-only'); end`,
            )
            .execute(db);
        return;
      }
      await sql`create function support_audit_append_only() returns trigger language plpgsql as $$
        begin raise exception 'support_audit is append-only'; end $$`.execute(db);
      await sql`create trigger support_audit_no_change before update or delete on support_audit
        for each row execute function support_audit_append_only()`.execute(db);
      await sql`create trigger support_audit_no_truncate before truncate on support_audit
        for each statement execute function support_audit_append_only()`.execute(db);
    },
  };
}
