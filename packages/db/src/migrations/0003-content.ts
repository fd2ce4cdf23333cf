import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

// Content: JSON pages (the home page `new-home`), JSON widgets, scheduled banners, CMS pages, global config.
// Frozen once merged: later changes are new migrations.
export function content(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('json_pages')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('json_widgets')
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('storeview', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('json_widgets_pk', ['hash', 'storeview'])
        .execute();

      await db.schema
        .createTable('banners')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('img_desktop', 'text', (c) => c.notNull())
        .addColumn('img_mobile', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('schedule_start', 'text')
        .addColumn('schedule_end', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('banners_position_idx').on('banners').columns(['position', 'sort_order']).execute();

      await db.schema
        .createTable('cms_pages')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('identifier', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('meta_description', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('global_config')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('global_config_pk', ['scope', 'key'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['global_config', 'cms_pages', 'banners', 'json_widgets', 'json_pages']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
