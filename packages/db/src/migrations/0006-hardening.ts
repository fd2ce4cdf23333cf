import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';

/**
 * Hardening (issue 9).
 * - One default shipping and one default billing address per customer, as a constraint: partial unique
 *   indexes (both engines support `where` on an index). Duplicates that parallel first-address creates
 *   could leave on PostgreSQL are cleared first: the oldest default keeps the flag.
 * - Housekeeping reads: expired sessions and reset tokens, spent captcha challenges and old throttle rows
 *   are found by time (the scheduler's jobs delete them).
 * Frozen once merged: later changes are new migrations.
 */
export function hardening(_engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const column of ['is_default_shipping', 'is_default_billing']) {
        await sql`
          update customer_addresses set ${sql.ref(column)} = 0
          where ${sql.ref(column)} = 1
            and id > (select min(d.id) from customer_addresses d
                      where d.customer_id = customer_addresses.customer_id and ${sql.ref(`d.${column}`)} = 1)
        `.execute(db);
        await db.schema
          .createIndex(`customer_addresses_one_${column.replace('is_', '')}`)
          .on('customer_addresses')
          .column('customer_id')
          .unique()
          .where(sql.ref(column), '=', 1)
          .execute();
      }
      await db.schema
        .createIndex('customer_sessions_expires_at')
        .on('customer_sessions')
        .column('expires_at')
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_expires_at')
        .on('password_reset_tokens')
        .column('expires_at')
        .execute();
      await db.schema.createIndex('captcha_used_used_at').on('captcha_used').column('used_at').execute();
      await db.schema
        .createIndex('auth_throttle_window_ends_at')
        .on('auth_throttle')
        .column('window_ends_at')
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const name of [
        'customer_addresses_one_default_shipping',
        'customer_addresses_one_default_billing',
        'customer_sessions_expires_at',
        'password_reset_tokens_expires_at',
        'captcha_used_used_at',
        'auth_throttle_window_ends_at',
      ]) {
        await db.schema.dropIndex(name).ifExists().execute();
      }
    },
  };
}
