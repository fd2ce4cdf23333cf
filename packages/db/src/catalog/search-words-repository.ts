import { SEARCH_WORD_KINDS, type SearchWord } from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';
import './search-tables';

/**
 * The search vocabulary editors extend (search_words, issue 30) and the searches that found nothing
 * (search_misses), which merchandisers read to know which words to add next.
 */
export function createSearchWordsRepository(db: Kysely<DB>) {
  return {
    /** Every vocabulary line; a line whose kind this build does not know is left out rather than guessed. */
    async words(): Promise<SearchWord[]> {
      const rows = await db.selectFrom('search_words').select(['phrase', 'means', 'kind', 'language']).execute();
      return rows.flatMap((row) => {
        const kind = SEARCH_WORD_KINDS.find((k) => k === row.kind);
        return kind ? [{ ...row, kind }] : [];
      });
    },

    /** Adds or updates vocabulary lines (phrase and means are the key); lines not given stay. */
    async upsert(words: readonly SearchWord[], now: Date): Promise<void> {
      const updatedAt = now.toISOString();
      for (let at = 0; at < words.length; at += 200) {
        const rows = words.slice(at, at + 200).map((w) => ({ ...w, updated_at: updatedAt }));
        await db
          .insertInto('search_words')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['phrase', 'means']).doUpdateSet((eb) => ({
              kind: eb.ref('excluded.kind'),
              language: eb.ref('excluded.language'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
    },

    async remove(phrase: string, means: string): Promise<number> {
      const result = await db
        .deleteFrom('search_words')
        .where('phrase', '=', phrase)
        .where('means', '=', means)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Counts a search that found nothing, by its normalised words only (no shopper, no session). */
    async recordMiss(query: string, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto('search_misses')
        .values({ query, searches: 1, first_seen_at: at, last_seen_at: at })
        .onConflict((oc) =>
          oc.column('query').doUpdateSet({ searches: sql`search_misses.searches + 1`, last_seen_at: at }),
        )
        .execute();
    },

    /** The most searched queries that found nothing, most first. */
    async misses(limit: number) {
      return db
        .selectFrom('search_misses')
        .select(['query', 'searches', 'first_seen_at', 'last_seen_at'])
        .orderBy('searches', 'desc')
        .orderBy('query')
        .limit(limit)
        .execute();
    },
  };
}

export type SearchWordsRepository = ReturnType<typeof createSearchWordsRepository>;
