import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Membership (issue 11, decision 010):
 * - membership_cards: the registry of issued cards that "link an existing card" verifies against (own
 *   14-digit cards and 16-digit partner fuel cards), with the spec §3 membership info record fields.
 * - customer_memberships: each customer's card (one per customer, a code belongs to one customer); the
 *   one record of truth for is_membership. Existing customers.membership_* values are copied in.
 * - membership_reminders: the 30- and 7-day expiry e-mails, unique per customer, kind and expiry date so
 *   the scheduler sends each once.
 * - membership_activations: paid membership order lines already applied (idempotent activation).
 * - membership_cc_signups: applications for Premium with the store's credit card (cc-signup).
 * Dates are Asia/Manila calendar days (YYYY-MM-DD); times ISO-8601 UTC. Frozen once merged.
 */
export function membership(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('membership_cards')
        .addColumn('code', 'text', (c) => c.primaryKey())
        /** SULIT (own, 14 digits) | PARTNER_FUEL (16 digits) */
        .addColumn('id_type', 'text', (c) => c.notNull())
        .addColumn('card_type', 'text', (c) => c.notNull())
        .addColumn('package', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('starts_on', 'text', (c) => c.notNull())
        .addColumn('expires_on', 'text', (c) => c.notNull())
        /** active | cancelled */
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('credit_card_applied', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('qr_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('valid_id', 'text')
        .addColumn('id_number', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('customer_memberships')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().unique().references('customers.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('id_type', 'text', (c) => c.notNull())
        .addColumn('card_type', 'text', (c) => c.notNull())
        .addColumn('package', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        /** active | cancelled (expiry is judged from expires_on, never stored as a status) */
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('starts_on', 'text', (c) => c.notNull())
        .addColumn('expires_on', 'text', (c) => c.notNull())
        /** when an existing card was linked; null for a card bought online */
        .addColumn('linked_at', 'text')
        .addColumn('credit_card_applied', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('qr_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('customer_memberships_expires_idx')
        .on('customer_memberships')
        .columns(['expires_on', 'customer_id'])
        .execute();

      await db.schema
        .createTable('membership_reminders')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        /** 30 or 7 (days before expiry) */
        .addColumn('kind', 'integer', (c) => c.notNull())
        .addColumn('expires_on', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('membership_reminders_once', ['customer_id', 'kind', 'expires_on'])
        .execute();

      await db.schema
        .createTable('membership_activations')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('order_ref', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        /** new | renew | extend | upgrade */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('expires_on', 'text', (c) => c.notNull())
        .addColumn('activated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('membership_activations_once', ['order_ref', 'sku'])
        .execute();

      await db.schema
        .createTable('membership_cc_signups')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('lastname', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        /** submitted | approved | declined */
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('submitted'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('membership_cc_signups_customer_idx')
        .on('membership_cc_signups')
        .columns(['customer_id'])
        .execute();

      // Copy the memberships stored on customers before this migration (the columns are no longer read).
      await sql`
        insert into customer_memberships
          (customer_id, code, id_type, card_type, package, name, status, starts_on, expires_on, linked_at,
           credit_card_applied, qr_used, created_at, updated_at)
        select id, membership_code,
               case when length(membership_code) = 16 then 'PARTNER_FUEL' else 'SULIT' end,
               coalesce(membership_type, 'NEW_PREMIUM_CARD'), coalesce(membership_package, 'PREMIUM'),
               coalesce(membership_name, firstname || ' ' || lastname), 'active',
               coalesce(substr(created_at, 1, 10), membership_expires_on), coalesce(membership_expires_on, substr(created_at, 1, 10)),
               null, 0, 0, created_at, updated_at
        from customers
        where membership_code is not null
      `.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'membership_cc_signups',
        'membership_activations',
        'membership_reminders',
        'customer_memberships',
        'membership_cards',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
