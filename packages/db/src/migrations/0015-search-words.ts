import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';

/**
 * Search that understands Filipino shoppers (issue 30, decision 022):
 * - search_words: the vocabulary editors extend without code (data/search/search-words.tsv, loaded by the seed
 *   and `npm run search-words -- load`): a phrase shoppers type ("bigas", "toilet paper") and what it finds
 *   ("rice", "bathroom tissue"), with its kind (local, synonym, brand) and language. Several lines per phrase.
 * - search_misses: searches that found nothing, counted per normalised query (no shopper, no session), for
 *   merchandisers to read with `npm run search-words -- misses`.
 * - PostgreSQL only, name_vector: names (weight A) and brands (B) as a vector of their own with a GIN index, so
 *   a search limited to names and brands needs no re-read of the whole search_vector (decision 022).
 * - PostgreSQL only, search_vocabulary: every indexed word with how many products hold it, under a trigram index
 *   (pg_trgm), kept by statement triggers on products; the words a typo is corrected to. SQLite reads the same
 *   from the FTS5 index itself (products_fts_vocab, migration 0002).
 * Frozen once merged.
 */
export function searchWords(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('search_words')
        .addColumn('phrase', 'text', (c) => c.notNull())
        .addColumn('means', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('search_words_pk', ['phrase', 'means'])
        .addCheckConstraint('search_words_kind', sql`kind in ('local', 'synonym', 'brand')`)
        .execute();
      await db.schema
        .createTable('search_misses')
        .addColumn('query', 'text', (c) => c.primaryKey())
        .addColumn('searches', 'integer', (c) => c.notNull())
        .addColumn('first_seen_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();
      if (engine === 'sqlite') return;

      await sql`alter table products add column name_vector tsvector generated always as (
          setweight(to_tsvector('simple', translate(lower(name), 'ñáàâäéèêëíìîïóòôöúùûü', 'naaaaeeeeiiiioooouuuu')), 'A') ||
          setweight(to_tsvector('simple', translate(lower(brand), 'ñáàâäéèêëíìîïóòôöúùûü', 'naaaaeeeeiiiioooouuuu')), 'B')
        ) stored`.execute(db);
      await sql`create index products_name_vector_idx on products using gin (name_vector)`.execute(db);

      await db.schema
        .createTable('search_vocabulary')
        .addColumn('word', 'text', (c) => c.primaryKey())
        .addColumn('products', 'integer', (c) => c.notNull())
        .execute();
      await sql`create index search_vocabulary_trgm_idx on search_vocabulary using gin (word gin_trgm_ops)`.execute(db);
      await sql`create index search_vocabulary_prefix_idx on search_vocabulary (word text_pattern_ops)`.execute(db);
      // Words come from the same tsvector the search reads, so a correction is always a word the search can find.
      await sql`create function search_vocabulary_added() returns trigger language plpgsql as $$
        begin
          insert into search_vocabulary (word, products)
            select w, count(*) from new_rows, unnest(tsvector_to_array(new_rows.search_vector)) w group by w
            on conflict (word) do update set products = search_vocabulary.products + excluded.products;
          return null;
        end $$`.execute(db);
      await sql`create function search_vocabulary_removed() returns trigger language plpgsql as $$
        begin
          update search_vocabulary v set products = v.products - gone.n
            from (select w, count(*) as n from old_rows, unnest(tsvector_to_array(old_rows.search_vector)) w
              group by w) gone where v.word = gone.w;
          delete from search_vocabulary where products <= 0;
          return null;
        end $$`.execute(db);
      await sql`create trigger products_vocabulary_insert after insert on products
        referencing new table as new_rows for each statement execute function search_vocabulary_added()`.execute(db);
      await sql`create trigger products_vocabulary_delete after delete on products
        referencing old table as old_rows for each statement execute function search_vocabulary_removed()`.execute(db);
      // An update moves the words of the rows whose text changed (price and sales updates leave the counts alone).
      await sql`create function search_vocabulary_changed() returns trigger language plpgsql as $$
        begin
          update search_vocabulary v set products = v.products - gone.n
            from (select w, count(*) as n from old_rows o join new_rows n on n.id = o.id,
              unnest(tsvector_to_array(o.search_vector)) w where n.search_vector is distinct from o.search_vector
              group by w) gone where v.word = gone.w;
          insert into search_vocabulary (word, products)
            select w, count(*) from old_rows o join new_rows n on n.id = o.id, unnest(tsvector_to_array(n.search_vector)) w
              where n.search_vector is distinct from o.search_vector group by w
            on conflict (word) do update set products = search_vocabulary.products + excluded.products;
          delete from search_vocabulary where products <= 0;
          return null;
        end $$`.execute(db);
      await sql`create trigger products_vocabulary_update after update on products
        referencing old table as old_rows new table as new_rows for each statement
        execute function search_vocabulary_changed()`.execute(db);
      await sql`insert into search_vocabulary (word, products)
        select w, count(*) from products, unnest(tsvector_to_array(search_vector)) w group by w`.execute(db);
    },
  };
}
