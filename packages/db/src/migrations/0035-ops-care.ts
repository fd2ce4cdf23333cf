import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * The console's care pages (issue 35, decision 037):
 * - delivery_slots.cutoff_minutes: the slot's own cut-off in minutes before it starts; null = the store-wide
 *   SLOT_CUTOFF_MINUTES (so the default stays one constant, not a copy in every row).
 * - enquiry_cases gain who took the case and when it last moved (statuses along the domain's case table).
 * - enquiry_replies: what staff answered a case (the shopper gets it by e-mail through the outbox).
 * - faq_articles.keywords: the extra search words an editor keeps beside the question and answer (search_text is
 *   rebuilt from the three on every edit; older rows start empty, their words stay in search_text until edited).
 * Frozen once merged.
 */
export function opsCare(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('delivery_slots').addColumn('cutoff_minutes', 'integer').execute();
      await db.schema
        .alterTable('faq_articles')
        .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('enquiry_cases')
        .addColumn('assigned_to', 'integer', (c) => c.references('customers.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('enquiry_cases').addColumn('updated_at', 'text').execute();
      // the console's case list: by status, newest first
      await db.schema.createIndex('enquiry_cases_status_id').on('enquiry_cases').columns(['status', 'id']).execute();
      await db.schema
        .createTable('enquiry_replies')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('case_id', 'integer', (c) => c.notNull().references('enquiry_cases.id').onDelete('cascade'))
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('staff_name', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('enquiry_replies_case').on('enquiry_replies').columns(['case_id', 'id']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('enquiry_replies').execute();
      await db.schema.dropIndex('enquiry_cases_status_id').execute();
      await db.schema.alterTable('enquiry_cases').dropColumn('updated_at').execute();
      await db.schema.alterTable('enquiry_cases').dropColumn('assigned_to').execute();
      await db.schema.alterTable('faq_articles').dropColumn('keywords').execute();
      await db.schema.alterTable('delivery_slots').dropColumn('cutoff_minutes').execute();
    },
  };
}
