import {
  categoryRank,
  hitRank,
  SEARCH_RANK,
  SEARCH_TIER,
  type SearchAlternative,
  searchesDescriptions,
  type SearchPlan,
  type SearchTier,
  type SearchToken,
  slotsUpTo,
  textTiers,
} from '@sulit/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';

/**
 * Full-text search, one implementation per engine (decisions 005 and 022): SQLite FTS5 (bm25 rank, vocabulary
 * table) and PostgreSQL tsvector + pg_trgm. A query arrives as the domain's SearchPlan (word forms, meanings,
 * named categories, typo corrections in rank tiers); its tokens are [a-z0-9] only (searchTerms), so they are
 * safe inside a match expression, which itself is a bound parameter.
 */
export interface SearchDialect {
  /** the search hits joined as alias f, with f.rank (lower is better; each tier ranks below the one before) */
  rankedJoin(plan: SearchPlan): RawBuilder<unknown>;
  /** the search as a plain condition on p (no ranking): counts, facets and non-relevance sorts */
  condition(plan: SearchPlan): RawBuilder<unknown>;
  /** (id, tier) of up to `limit` products per tier whose name or brand matches (suggestions) */
  nameOrBrandMatches(plan: SearchPlan, limit: number): RawBuilder<unknown>;
  /** known words near a misspelt term, with how many products hold them */
  spellingCandidates(db: Kysely<DB>, term: string): Promise<{ word: string; count: number }[]>;
  /** whether some indexed word starts with the term (it is being typed, not misspelt) */
  startsKnownWord(db: Kysely<DB>, term: string): Promise<boolean>;
  /** products whose name is close to the text despite typos; [] where the engine has no trigram index */
  similarNameIds(db: Kysely<DB>, text: string, limit: number): Promise<number[]>;
}

/** A plan's expression at a tier, written with the engine's syntax for a token, AND and OR. */
function expression(
  plan: SearchPlan,
  tier: SearchTier,
  syntax: { token(t: SearchToken): string; and: string; or: string },
): string {
  const alternative = (alt: SearchAlternative) => `(${alt.tokens.map(syntax.token).join(syntax.and)})`;
  return slotsUpTo(plan, tier)
    .map((slot) => `(${slot.map(alternative).join(syntax.or)})`)
    .join(syntax.and);
}

/** The products of the categories the query names, as a condition on the given alias. */
function inCategories(
  plan: SearchPlan,
  alias: string,
  which: (category: SearchPlan['categories'][number]) => boolean = () => true,
): RawBuilder<unknown> {
  const column = (level: number) => sql.ref(`${alias}.${level === 1 ? 'root_category_id' : 'category_id'}`);
  const categories = plan.categories.filter(which);
  if (categories.length === 0) return sql`1 = 0`;
  return sql`(${sql.join(
    categories.map((c) => sql`${column(c.level)} = ${c.id}`),
    sql` or `,
  )})`;
}

/** One engine's statements for the word hits of a tier, in names and brands or in every column. */
interface HitQueries {
  /** select id[, rank] of the hits; `rank` is the engine's score, lower better, near zero */
  hits(plan: SearchPlan, tier: SearchTier, everywhere: boolean, ranked: boolean): RawBuilder<unknown>;
}

/** The bonus of a word hit (alias h) whose product sits in a category the query names. */
const categoryBonus = (plan: SearchPlan) => sql`case when h.id in (select c3.id from products c3
  where ${inCategories(plan, 'c3')}) then ${sql.lit(SEARCH_RANK.namedCategoryBonus)} else 0 end`;

/**
 * Every way a product is found, as parts of a union (decision 022): for each text tier its hits in names and
 * brands and (except typos) anywhere, each at its rank step (hitRank), and the named categories' products.
 */
function hitParts(plan: SearchPlan, engine: HitQueries, ranked: boolean): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  // A plan of single letters only looks at names and brands already: its "everywhere" would repeat that.
  const descriptions = plan.slots.some((slot) => slot.some((alt) => alt.tokens.some((t) => !t.nameAndBrandOnly)));
  for (const tier of textTiers(plan)) {
    const everywhereToo = descriptions && searchesDescriptions(tier);
    if (!ranked) {
      // Counting needs each product once: the everywhere hits already hold the name and brand hits.
      parts.push(engine.hits(plan, tier, everywhereToo, false));
      continue;
    }
    const bonus = plan.categories.length > 0 ? sql` - ${categoryBonus(plan)}` : sql``;
    // Single letters match a word start in most names (16 000 of 100 000 for "a"): scoring them all said
    // nothing a shopper could use and was most of the search's cost, so sales alone order them.
    const nameAndBrand = engine.hits(plan, tier, false, descriptions);
    const score = descriptions ? sql`h.rank + ` : sql``;
    parts.push(sql`select h.id, ${score}${sql.lit(hitRank(tier, false))}${bonus} as rank from (${nameAndBrand}) h`);
    if (everywhereToo) {
      // Description-only hits are not scored (sales order them within their step): scoring every product that
      // mentions a common word in its description cost more than the rest of the search.
      const everywhere = engine.hits(plan, tier, true, false);
      parts.push(sql`select h.id, ${sql.lit(hitRank(tier, true))}${bonus} as rank from (${everywhere}) h`);
    }
  }
  if (plan.categories.length > 0) {
    const rank = ranked
      ? sql`, case when ${inCategories(plan, 'c2', (c) => categoryRank(c.tier) === SEARCH_RANK.category)}
          then ${sql.lit(SEARCH_RANK.category)} else ${sql.lit(categoryRank(SEARCH_TIER.typo))} end as rank`
      : sql``;
    parts.push(sql`select c2.id${rank} from products c2 where c2.status = 1 and ${inCategories(plan, 'c2')}`);
  }
  return parts;
}

function rankedHits(plan: SearchPlan, engine: HitQueries): RawBuilder<unknown> {
  return sql`join (select u.id, min(u.rank) as rank from (${sql.join(hitParts(plan, engine, true), sql` union all `)}) u
    group by u.id) f on f.id = p.id`;
}

function anyHit(plan: SearchPlan, engine: HitQueries): RawBuilder<unknown> {
  return sql`p.id in (${sql.join(hitParts(plan, engine, false), sql` union all `)})`;
}

const fts = {
  token: (t: SearchToken) => `${t.nameAndBrandOnly ? '{name brand} : ' : ''}"${t.text}"${t.prefix ? '*' : ''}`,
  and: ' AND ',
  or: ' OR ',
};
/** The FTS5 match text of a tier, in every column or in names and brands. */
const ftsMatch = (plan: SearchPlan, tier: SearchTier, everywhere = true) => {
  const match = expression(plan, tier, fts);
  return everywhere ? match : `{name brand} : (${match})`;
};

const ftsHits: HitQueries = {
  // rank is bm25 with name weighted 10, brand 4, description 1 (set in migration 0002).
  hits: (plan, tier, everywhere, ranked) =>
    sql`select rowid as id${ranked ? sql`, rank` : sql``} from products_fts
      where products_fts match ${ftsMatch(plan, tier, everywhere)}`,
};

const sqliteSearch: SearchDialect = {
  rankedJoin: (plan) => rankedHits(plan, ftsHits),
  condition: (plan) => anyHit(plan, ftsHits),
  nameOrBrandMatches: (plan, limit) =>
    sql.join(
      textTiers(plan).map(
        (tier) => sql`select * from (select rowid as id, ${sql.lit(tier)} as tier from products_fts
          where products_fts match ${ftsMatch(plan, tier, false)} limit ${limit})`,
      ),
      sql` union all `,
    ),
  async spellingCandidates(db, term) {
    const first = term.slice(0, 1);
    const next = String.fromCharCode(first.charCodeAt(0) + 1);
    const result = await sql<{ word: string; count: number }>`select term as word, doc as count from products_fts_vocab
      where term >= ${first} and term < ${next} and length(term) between ${term.length - 2} and ${term.length + 2}
      limit 20000`.execute(db);
    return result.rows;
  },
  async startsKnownWord(db, term) {
    const result =
      await sql`select 1 from products_fts_vocab where term >= ${term} and term < ${`${term}{`} limit 1`.execute(db);
    return result.rows.length > 0;
  },
  similarNameIds: async () => [],
};

/**
 * tsquery syntax. Names and brands have a vector of their own (name_vector, migration 0015): a weight-limited
 * query on search_vector (`a:*AB`) must re-read every candidate's vector, which made a single letter cost a whole
 * scan. Across every column, a single letter keeps to names and brands with weights A and B.
 */
const tsQuery = (plan: SearchPlan, tier: SearchTier, everywhere = true) =>
  expression(plan, tier, {
    token: (t) => {
      const weights = t.nameAndBrandOnly && everywhere ? 'AB' : '';
      return `${t.text}${t.prefix || weights ? ':' : ''}${t.prefix ? '*' : ''}${weights}`;
    },
    and: ' & ',
    or: ' | ',
  });
const tsVector = (everywhere: boolean) => sql.ref(everywhere ? 'p2.search_vector' : 'p2.name_vector');

const tsHits: HitQueries = {
  hits: (plan, tier, everywhere, ranked) =>
    sql`select p2.id${ranked ? sql`, -ts_rank(${tsVector(everywhere)}, q.q) as rank` : sql``}
      from products p2, to_tsquery('simple', ${tsQuery(plan, tier, everywhere)}) q(q)
      where ${tsVector(everywhere)} @@ q.q`,
};

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
  rankedJoin: (plan) => rankedHits(plan, tsHits),
  condition: (plan) => anyHit(plan, tsHits),
  nameOrBrandMatches: (plan, limit) =>
    sql.join(
      textTiers(plan).map(
        (tier) => sql`(select p2.id, ${sql.lit(tier)} as tier from products p2
          where p2.name_vector @@ to_tsquery('simple', ${tsQuery(plan, tier, false)}) limit ${limit})`,
      ),
      sql` union all `,
    ),
  // The vocabulary's trigram index (migration 0015) finds the words sharing most trigrams with the term.
  async spellingCandidates(db, term) {
    const result = await sql<{ word: string; count: number }>`select word, products as count from search_vocabulary
      where word % ${term} and length(word) between ${term.length - 2} and ${term.length + 2}
      order by similarity(word, ${term}) desc limit 50`.execute(db);
    return result.rows;
  },
  async startsKnownWord(db, term) {
    const result = await sql`select 1 from search_vocabulary where word like ${`${term}%`} limit 1`.execute(db);
    return result.rows.length > 0;
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
