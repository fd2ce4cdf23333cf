import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createSearchWordsRepository, type Database } from '@sulit/db';
import { parseSearchWords } from '@sulit/domain';
import { defaultDataDir } from '../geography';

/** The vocabulary editors keep (issue 30): what Filipino shoppers type and what it finds. */
export const SEARCH_WORDS_FILE = resolve(defaultDataDir(), 'search/search-words.tsv');

/**
 * Loads the vocabulary file into search_words (adds and updates lines; lines added by hand stay). A malformed
 * line stops the load, so a typo in the file never half-loads it.
 */
export async function loadSearchWords(database: Database, now: Date, file = SEARCH_WORDS_FILE): Promise<number> {
  const { words, errors } = parseSearchWords(readFileSync(file, 'utf8'));
  if (errors.length > 0) throw new Error(`${file}:\n${errors.join('\n')}`);
  await createSearchWordsRepository(database.db).upsert(words, now);
  return words.length;
}
