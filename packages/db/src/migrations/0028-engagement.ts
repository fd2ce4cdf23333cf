import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * The survey, the raffle and web push (issue 31, decision 030). Times ISO-8601 UTC. Frozen once merged.
 * - nps_survey_claims: one row per customer, the last time the survey was offered; offering is a conditional
 *   upsert (insert, or move it only when the last offer is older than 90 days), so parallel asks offer once.
 * - nps_surveys: each offer and, once, its answer.
 * - raffles: a CHECK makes "switched on" need a permit number and a period; the seed stays here, unpublished,
 *   until the draw, its commitment is published from the switch-on.
 * - raffle_entries: append-only on both engines (triggers refuse UPDATE, DELETE and TRUNCATE), one per customer.
 * - web_push_keys: the store's one VAPID key pair (id 1), made at first start by whichever instance inserts first.
 * - push_outbox: notifications to send to each web device, written with the alert they carry.
 */
export function engagement(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('nps_survey_claims')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
        .addColumn('asked_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('nps_surveys')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('asked_at', 'text', (c) => c.notNull())
        .addColumn('score', 'integer')
        .addColumn('comment', 'text')
        .addColumn('answered_at', 'text')
        .addCheckConstraint('nps_surveys_score', sql`score is null or (score >= 0 and score <= 10)`)
        .execute();
      await db.schema
        .createIndex('nps_surveys_customer_idx')
        .on('nps_surveys')
        .columns(['customer_id', 'asked_at'])
        .execute();

      await db.schema
        .createTable('raffles')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('title', 'text', (c) => c.notNull())
        /** JSON array of the steps the raffle-steps modal shows */
        .addColumn('steps', 'text', (c) => c.notNull())
        .addColumn('permit_number', 'text')
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('seed_commitment', 'text', (c) => c.notNull())
        .addColumn('winner_entry_id', 'integer')
        .addColumn('drawn_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint(
          'raffles_on_needs_permit_and_period',
          sql`enabled = 0 or (permit_number is not null and length(trim(permit_number)) >= 3
            and starts_at is not null and ends_at is not null and starts_at < ends_at)`,
        )
        .execute();
      await db.schema.createIndex('raffles_enabled_idx').on('raffles').columns(['enabled', 'ends_at']).execute();
      await db.schema
        .createTable('raffle_entries')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('raffle_id', 'integer', (c) => c.notNull().references('raffles.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('raffle_entries_once', ['raffle_id', 'customer_id'])
        .execute();
      if (engine === 'sqlite') {
        for (const action of ['update', 'delete'])
          await sql
            .raw(
              `create trigger raffle_entries_no_${action} before ${action} on raffle_entries
               begin select raise(abort, 'raffle_entries is append-only'); end`,
            )
            .execute(db);
      } else {
        await sql`create function raffle_entries_append_only() returns trigger language plpgsql as $$
          begin raise exception 'raffle_entries is append-only'; end $$`.execute(db);
        await sql`create trigger raffle_entries_no_change before update or delete on raffle_entries
          for each row execute function raffle_entries_append_only()`.execute(db);
        await sql`create trigger raffle_entries_no_truncate before truncate on raffle_entries
          for each statement execute function raffle_entries_append_only()`.execute(db);
      }

      await db.schema
        .createTable('web_push_keys')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('web_push_keys_one', sql`id = 1`)
        .execute();
      await db.schema
        .createTable('push_outbox')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        /** pending | sent | dead | dropped (the device was removed before it was sent) */
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text')
        .addColumn('leased_until', 'text')
        .addColumn('lease_token', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addCheckConstraint('push_outbox_state', sql`state in ('pending', 'sent', 'dead', 'dropped')`)
        .execute();
      await db.schema.createIndex('push_outbox_due_idx').on('push_outbox').columns(['state', 'id']).execute();
    },
  };
}
