import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Shopping lists, sharing, price-watch, back-in-stock and the alerts centre (issue 15, decision 015):
 * - shopping_lists / shopping_list_items: a customer's default list (is_default 1; default_of unique) and named
 *   lists; an item is a product once per list, with a quantity and a note.
 * - shopping_list_links: read-only share links; only the SHA-256 of the `tk` token is kept, revoked_at ends it.
 * - shopping_list_recipients: a list shared by e-mail with another customer (who sees it read-only).
 * - price_subscriptions: price-watch per customer and product at the shopper's store; last_price is the price
 *   last seen by the detector, so one drop is one alert however often it checks.
 * - stock_subscriptions: back-in-stock per customer and product at a store, served in subscription order
 *   (id); notified_at is set once the subscriber has heard.
 * - stock_watch: per product and store, whether the detector last saw it out of stock, so one return is one
 *   round of alerts.
 * - notifications: the alerts centre (price drops, stock returns, list shares), read_at for read/unread.
 * - push_tokens: device tokens from PUT /nms/tokens for a later push sender.
 * Times ISO-8601 UTC; money centavos. Frozen once merged.
 */
export function listsAndAlerts(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('shopping_lists')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        /** the customer id on their default list, null on named lists: one default per customer, race-free */
        .addColumn('default_of', 'integer', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('shopping_lists_customer_idx')
        .on('shopping_lists')
        .columns(['customer_id'])
        .execute();
      await db.schema
        .createTable('shopping_list_items')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('list_id', 'integer', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('shopping_list_items_once', ['list_id', 'product_id'])
        .execute();

      await db.schema
        .createTable('shopping_list_links')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('list_id', 'integer', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('shopping_list_links_list_idx')
        .on('shopping_list_links')
        .columns(['list_id'])
        .execute();

      await db.schema
        .createTable('shopping_list_recipients')
        .addColumn('list_id', 'integer', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('shopping_list_recipients_pk', ['list_id', 'customer_id'])
        .execute();
      await db.schema
        .createIndex('shopping_list_recipients_customer_idx')
        .on('shopping_list_recipients')
        .columns(['customer_id'])
        .execute();

      await db.schema
        .createTable('price_subscriptions')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('source_code', 'text', (c) => c.notNull())
        /** centavos: the price when the customer subscribed, then the price the detector last saw */
        .addColumn('last_price', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('price_subscriptions_once', ['customer_id', 'product_id'])
        .execute();

      await db.schema
        .createTable('stock_subscriptions')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('source_code', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('notified_at', 'text')
        .addUniqueConstraint('stock_subscriptions_once', ['customer_id', 'product_id', 'source_code'])
        .execute();
      await db.schema
        .createIndex('stock_subscriptions_waiting_idx')
        .on('stock_subscriptions')
        .columns(['product_id', 'source_code', 'id'])
        .where(sql.ref('notified_at'), 'is', null)
        .execute();

      await db.schema
        .createTable('stock_watch')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('source_code', 'text', (c) => c.notNull())
        /** 1 when the detector last saw stock here, 0 while out of stock */
        .addColumn('in_stock', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('stock_watch_pk', ['product_id', 'source_code'])
        .execute();

      await db.schema
        .createTable('notifications')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        /** price_drop | back_in_stock | list_shared (later: order_update) */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        /** a path on the store */
        .addColumn('link', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .execute();
      await db.schema
        .createIndex('notifications_customer_idx')
        .on('notifications')
        .columns(['customer_id', 'id'])
        .execute();

      await db.schema
        .createTable('push_tokens')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('push_tokens_pk', ['customer_id', 'device_id'])
        .execute();
    },
  };
}
