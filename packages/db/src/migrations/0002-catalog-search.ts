import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';

/**
 * Catalogue search and listing indexes (issue 3, decision 005).
 * SQLite: an FTS5 index over products (external content, kept by triggers) with prefix indexes for 1–3
 * characters. PostgreSQL: a generated, weighted tsvector with a GIN index, and pg_trgm on the name for typos.
 * Frozen once merged: later changes are new migrations.
 */
export function catalogSearch(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      // Listing orders within a category (best sellers, newest) and the seller/brand filters.
      await db.schema
        .createIndex('products_category_sold_idx')
        .on('products')
        .columns(['category_id', 'sold_90d'])
        .execute();
      await db.schema
        .createIndex('products_root_created_idx')
        .on('products')
        .columns(['root_category_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('products_category_created_idx')
        .on('products')
        .columns(['category_id', 'created_at'])
        .execute();
      await db.schema.createIndex('products_brand_sold_idx').on('products').columns(['brand', 'sold_90d']).execute();
      // Index-only counts of a category listing (status and seller are the listing's other conditions).
      await db.schema
        .createIndex('products_category_count_idx')
        .on('products')
        .columns(['category_id', 'status', 'seller_id'])
        .execute();
      await db.schema
        .createIndex('products_root_count_idx')
        .on('products')
        .columns(['root_category_id', 'status', 'seller_id'])
        .execute();
      await db.schema
        .createIndex('product_campaigns_window_idx')
        .on('product_campaigns')
        .columns(['product_id', 'start_time', 'end_time'])
        .execute();

      if (engine === 'sqlite') {
        await sql`create virtual table products_fts using fts5(
            name, brand, description,
            content='products', content_rowid='id',
            tokenize='unicode61 remove_diacritics 2',
            prefix='1 2 3'
          )`.execute(db);
        await sql`create trigger products_fts_ai after insert on products begin
            insert into products_fts(rowid, name, brand, description) values (new.id, new.name, new.brand, new.description);
          end`.execute(db);
        await sql`create trigger products_fts_ad after delete on products begin
            insert into products_fts(products_fts, rowid, name, brand, description)
              values ('delete', old.id, old.name, old.brand, old.description);
          end`.execute(db);
        await sql`create trigger products_fts_au after update of name, brand, description on products begin
            insert into products_fts(products_fts, rowid, name, brand, description)
              values ('delete', old.id, old.name, old.brand, old.description);
            insert into products_fts(rowid, name, brand, description) values (new.id, new.name, new.brand, new.description);
          end`.execute(db);
        await sql`insert into products_fts(products_fts) values ('rebuild')`.execute(db);
        // ORDER BY rank ranks names over brands over descriptions (bm25 column weights 10, 4, 1).
        await sql`insert into products_fts(products_fts, rank) values ('rank', 'bm25(10.0, 4.0, 1.0)')`.execute(db);
        // The index's own term list: the vocabulary for "did you mean".
        await sql`create virtual table products_fts_vocab using fts5vocab(products_fts, 'row')`.execute(db);
        return;
      }

      await sql`create extension if not exists pg_trgm`.execute(db);
      // 'simple' keeps words as written (brand names, Filipino words); translate() folds the common accents and,
      // unlike unaccent(), is immutable so it may sit in a generated column.
      await sql`alter table products add column search_vector tsvector generated always as (
          setweight(to_tsvector('simple', translate(lower(name), 'ñáàâäéèêëíìîïóòôöúùûü', 'naaaaeeeeiiiioooouuuu')), 'A') ||
          setweight(to_tsvector('simple', translate(lower(brand), 'ñáàâäéèêëíìîïóòôöúùûü', 'naaaaeeeeiiiioooouuuu')), 'B') ||
          setweight(to_tsvector('simple', translate(lower(description), 'ñáàâäéèêëíìîïóòôöúùûü', 'naaaaeeeeiiiioooouuuu')), 'C')
        ) stored`.execute(db);
      await sql`create index products_search_idx on products using gin (search_vector)`.execute(db);
      await sql`create index products_name_trgm_idx on products using gin (lower(name) gin_trgm_ops)`.execute(db);
    },
  };
}
