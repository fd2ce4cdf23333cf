import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';

/**
 * Full-text search, one implementation per engine (decision 005): SQLite FTS5 (bm25 rank, vocabulary table) and
 * PostgreSQL tsvector + pg_trgm. Terms are [a-z0-9] only (the domain's searchTerms), so they are safe in a
 * match expression; every other value is a bound parameter.
 */
export interface SearchDialect {
  /** the search hits joined as alias f, with f.rank (lower is better) */
  rankedJoin(terms: readonly string[]): RawBuilder<unknown>;
  /** the search as a plain condition on p (no ranking): counts, facets and non-relevance sorts */
  condition(terms: readonly string[]): RawBuilder<unknown>;
  /** ids of up to `limit` products whose name or brand matches every term as a prefix (suggestions) */
  nameOrBrandMatches(terms: readonly string[], limit: number): RawBuilder<unknown>;
  /** known words near a misspelt term, with how common they are */
  spellingCandidates(db: Kysely<DB>, term: string): Promise<{ word: string; count: number }[]>;
  /** products whose name is close to the text despite typos; [] where the engine has no trigram index */
  similarNameIds(db: Kysely<DB>, text: string, limit: number): Promise<number[]>;
}

/** The FTS match text: every term as a quoted prefix, all required. */
const ftsMatch = (terms: readonly string[]) => terms.map((t) => `"${t}"*`).join(' ');

const sqliteSearch: SearchDialect = {
  // rank is bm25 with name weighted 10, brand 4, description 1 (set in migration 0002).
  rankedJoin: (terms) =>
    sql`join (select rowid as id, rank from products_fts where products_fts match ${ftsMatch(terms)}) f on f.id = p.id`,
  condition: (terms) => sql`p.id in (select rowid from products_fts where products_fts match ${ftsMatch(terms)})`,
  nameOrBrandMatches: (terms, limit) =>
    sql`select rowid from products_fts where products_fts match ${`{name brand}: ${ftsMatch(terms)}`} limit ${limit}`,
  async spellingCandidates(db, term) {
    const first = term.slice(0, 1);
    const next = String.fromCharCode(first.charCodeAt(0) + 1);
    const result = await sql<{ word: string; count: number }>`select term as word, doc as count from products_fts_vocab
      where term >= ${first} and term < ${next} and length(term) between ${term.length - 2} and ${term.length + 2}
      limit 20000`.execute(db);
    return result.rows;
  },
  similarNameIds: async () => [],
};

const tsQuery = (terms: readonly string[]) => terms.map((t) => `${t}:*`).join(' & ');

/**
 * Runs a trigram query with a looser word-similarity threshold (0.4 instead of 0.6), so a typo in a short word
 * ("poato") still reaches its word. SET LOCAL keeps the setting inside this transaction.
 */
async function loosely<T>(db: Kysely<DB>, run: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local pg_trgm.word_similarity_threshold = 0.4`.execute(trx);
    return run(trx);
  });
}

const postgresSearch: SearchDialect = {
  rankedJoin: (terms) =>
    sql`join (select p2.id, -ts_rank(p2.search_vector, q.q) as rank
      from products p2, to_tsquery('simple', ${tsQuery(terms)}) q(q)
      where p2.search_vector @@ q.q) f on f.id = p.id`,
  condition: (terms) => sql`p.search_vector @@ to_tsquery('simple', ${tsQuery(terms)})`,
  nameOrBrandMatches: (terms, limit) =>
    sql`select p2.id from products p2 where p2.search_vector @@ to_tsquery('simple', ${tsQuery(terms)}) limit ${limit}`,
  async spellingCandidates(db, term) {
    const result = await loosely(db, (trx) =>
      sql<{ name: string }>`select lower(name) as name from products
        where ${term} <% lower(name) and status = 1 order by word_similarity(${term}, lower(name)) desc limit 50`.execute(
        trx,
      ),
    );
    const counts = new Map<string, number>();
    for (const row of result.rows) {
      for (const word of row.name.split(/[^a-z0-9]+/)) if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    return [...counts].map(([word, count]) => ({ word, count }));
  },
  async similarNameIds(db, text, limit) {
    if (text.length < 3) return [];
    const result = await loosely(db, (trx) =>
      sql<{ id: number }>`select id from products where ${text} <% lower(name) and status = 1
        order by word_similarity(${text}, lower(name)) desc, sold_90d desc limit ${limit}`.execute(trx),
    );
    return result.rows.map((r) => r.id);
  },
};

export function searchDialect(engine: DatabaseEngine): SearchDialect {
  return engine === 'sqlite' ? sqliteSearch : postgresSearch;
}
