import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Issue 31, splash ads and the nudges: the splash ads the operator schedules (spec §4 Splash ads) and the
 * purchase-analytics counters (spec §7, §9 add-to-cart page types): one row per day, product and page type,
 * with no customer in it.
 */
export function splashAndNudges(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('splash_ads')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('ad'))
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('link_path', 'text')
        .addColumn('link_label', 'text')
        .addColumn('image_url', 'text')
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('session_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('notify_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time_delay', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('landing_path', 'text')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // The browser asks per location for the enabled ads whose window may be open.
      await db.schema
        .createIndex('splash_ads_location_idx')
        .on('splash_ads')
        .columns(['location', 'status', 'ends_at'])
        .execute();
      await db.schema
        .createTable('purchase_analytics_daily')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('page_type', 'text', (c) => c.notNull())
        .addColumn('adds', 'integer', (c) => c.notNull())
        .addColumn('units', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('purchase_analytics_daily_pk', ['day', 'sku', 'page_type'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('purchase_analytics_daily').execute();
      await db.schema.dropTable('splash_ads').execute();
    },
  };
}
