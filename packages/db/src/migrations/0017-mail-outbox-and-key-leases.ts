import { type Kysely, sql } from 'kysely';

/**
 * Mail through the outbox and leased Idempotency-Keys (issue 27 items 1 and 2):
 * - outbox_emails becomes a queue: every mail is written with what it reports and a background job hands it to
 *   SMTP. `state` pending | sent | dead | kept (development without SMTP: the outbox page is the mailbox);
 *   `attempts` tries so far, `next_attempt_at` when it may be tried again (exponential backoff), `leased_until` and
 *   `lease_token` the instance that took it (a conditional update: one taker across instances), `last_error` the
 *   last failure (dead letters show it), `sent_at` when SMTP accepted it. Mails written before were already
 *   handed to SMTP or kept, so they become sent.
 * - idempotency_keys.lease_until: a key in flight is its request's until then; after it a retry takes it over.
 *   Keys in flight before this migration have no lease (a retry takes them over at once).
 * Frozen once merged.
 */
export function mailOutboxAndKeyLeases() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('outbox_emails')
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
        .execute();
      await db.schema
        .alterTable('outbox_emails')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const column of ['next_attempt_at', 'leased_until', 'lease_token', 'last_error', 'sent_at']) {
        await db.schema.alterTable('outbox_emails').addColumn(column, 'text').execute();
      }
      await sql`update outbox_emails set state = 'sent', sent_at = created_at`.execute(db);
      await db.schema
        .createIndex('outbox_emails_due_idx')
        .on('outbox_emails')
        .columns(['state', 'next_attempt_at'])
        .execute();

      await db.schema.alterTable('idempotency_keys').addColumn('lease_until', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('idempotency_keys').dropColumn('lease_until').execute();
      await db.schema.dropIndex('outbox_emails_due_idx').execute();
      for (const column of [
        'sent_at',
        'last_error',
        'lease_token',
        'leased_until',
        'next_attempt_at',
        'attempts',
        'state',
      ]) {
        await db.schema.alterTable('outbox_emails').dropColumn(column).execute();
      }
    },
  };
}
