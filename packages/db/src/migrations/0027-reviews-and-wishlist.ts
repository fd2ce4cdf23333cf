import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Product reviews and the wishlist (issue 31, decision 029). One review per order line (unique), its state
 * along the domain's moderation table, and one helpful vote per shopper and review (primary key). The product
 * page reads its summary in one indexed query (`product_reviews_summary_idx` covers count and sum of approved
 * ratings) and its page of reviews by `product_reviews_page_idx`. The wishlist is one row per customer and
 * product. Frozen once merged.
 */
export function reviewsAndWishlist(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('product_reviews')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('order_line_id', 'integer', (c) => c.notNull().unique())
        .addColumn('store_id', 'integer', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('verified_purchase', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('moderated_at', 'text')
        .addColumn('moderated_by', 'text')
        .addCheckConstraint('product_reviews_rating', sql`rating between 1 and 5`)
        .addCheckConstraint('product_reviews_status', sql`status in ('pending', 'approved', 'rejected')`)
        .execute();
      await db.schema
        .createIndex('product_reviews_summary_idx')
        .on('product_reviews')
        .columns(['product_id', 'status', 'rating'])
        .execute();
      await db.schema
        .createIndex('product_reviews_page_idx')
        .on('product_reviews')
        .columns(['product_id', 'status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('product_reviews_customer_idx')
        .on('product_reviews')
        .columns(['customer_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('product_reviews_status_idx')
        .on('product_reviews')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createTable('review_helpful_votes')
        .addColumn('review_id', 'integer', (c) => c.notNull().references('product_reviews.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('review_helpful_votes_pk', ['review_id', 'customer_id'])
        .execute();
      await db.schema
        .createTable('wishlist_items')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('wishlist_items_pk', ['customer_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('wishlist_items_customer_idx')
        .on('wishlist_items')
        .columns(['customer_id', 'added_at'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('wishlist_items').execute();
      await db.schema.dropTable('review_helpful_votes').execute();
      await db.schema.dropTable('product_reviews').execute();
    },
  };
}
