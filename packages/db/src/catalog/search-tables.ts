/**
 * The search tables (migration 0015-search-words), added to the one `DB` interface by declaration merging so
 * their types live beside the repositories that own them. Times are ISO-8601 UTC text.
 */
declare module '../schema' {
  interface DB {
    search_words: SearchWordTable;
    search_misses: SearchMissTable;
    /** PostgreSQL only: the indexed words and how many products hold them (kept by triggers) */
    search_vocabulary: SearchVocabularyTable;
  }
}

export interface SearchWordTable {
  phrase: string;
  means: string;
  kind: string;
  language: string;
  updated_at: string;
}

export interface SearchMissTable {
  query: string;
  searches: number;
  first_seen_at: string;
  last_seen_at: string;
}

export interface SearchVocabularyTable {
  word: string;
  products: number;
}
