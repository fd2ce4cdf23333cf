import { planSearch, type SearchPlan, type SearchWord, termsToSpellCheck } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { SearchDialect } from './search-dialect';
import { createSearchWordsRepository } from './search-words-repository';
import type { DB } from '../schema';

/** How long the vocabulary, the category names and a query's plan are reused: an editor's new word shows within it. */
const KNOWLEDGE_MS = 60_000;
/** Plans kept at once; the map is emptied when full (queries repeat within minutes, not across hours). */
const MAX_PLANS = 5000;

/**
 * Turns a query's terms into the domain's SearchPlan: the vocabulary and the category names from the database
 * (held a minute), and for each word that may be misspelt, the indexed words near it and whether it starts one.
 */
export function createSearchPlanner(db: Kysely<DB>, search: SearchDialect) {
  const vocabulary = createSearchWordsRepository(db);
  let knowledge: { at: number; value: Promise<{ words: SearchWord[]; categories: CategoryName[] }> } | null = null;
  const plans = new Map<string, { at: number; plan: Promise<SearchPlan> }>();

  function knowledgeNow() {
    const now = Date.now();
    if (!knowledge || now - knowledge.at > KNOWLEDGE_MS) {
      const value = Promise.all([
        vocabulary.words(),
        db.selectFrom('categories').select(['id', 'name', 'level']).where('is_active', '=', 1).execute(),
      ]).then(([words, categories]) => ({ words, categories }));
      knowledge = { at: now, value };
      value.catch(() => (knowledge = null));
    }
    return knowledge.value;
  }

  async function plan(terms: readonly string[]): Promise<SearchPlan> {
    const { words, categories } = await knowledgeNow();
    const near = new Map<string, { word: string; count: number }[]>();
    const knownPrefixes = new Set<string>();
    for (const term of termsToSpellCheck(terms, words)) {
      const candidates = await search.spellingCandidates(db, term);
      near.set(term, candidates);
      if (!candidates.some((c) => c.word === term) && (await search.startsKnownWord(db, term))) knownPrefixes.add(term);
    }
    return planSearch(terms, { words, categories, near, knownPrefixes });
  }

  return {
    planFor(terms: readonly string[]): Promise<SearchPlan> {
      const key = terms.join(' ');
      const now = Date.now();
      const held = plans.get(key);
      if (held && now - held.at <= KNOWLEDGE_MS) return held.plan;
      if (plans.size >= MAX_PLANS) plans.clear();
      const planned = plan(terms);
      plans.set(key, { at: now, plan: planned });
      planned.catch(() => plans.delete(key));
      return planned;
    },
    recordMiss: vocabulary.recordMiss,
  };
}

interface CategoryName {
  id: number;
  name: string;
  level: number;
}
