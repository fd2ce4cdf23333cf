import { type Kysely, sql } from 'kysely';

/**
 * Promotion pages (issue 14: special products, truckload): a page at /promotion/{slug} whose products are the
 * catalogue's own, chosen by data — a promo tag (products.promo_tag) or a category — never by code. Exactly one
 * of the two names the products; status 0 hides the page (404) without deleting it. Frozen once merged.
 */
export function promotionPages() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('promotion_pages')
        .addColumn('slug', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('meta_description', 'text', (c) => c.notNull())
        .addColumn('promo_tag', 'text')
        .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('promotion_pages_one_source', sql`(promo_tag is null) <> (category_id is null)`)
        .execute();
      // A tag page lists its products best-selling first, like every listing.
      await db.schema.createIndex('products_promo_tag_idx').on('products').columns(['promo_tag', 'sold_90d']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('products_promo_tag_idx').execute();
      await db.schema.dropTable('promotion_pages').execute();
    },
  };
}
