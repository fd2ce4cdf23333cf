import { createSearchWordsRepository, migrateToLatest, openDatabase } from '@sulit/db';
import { parseSearchWords } from '@sulit/domain';
import { loadSearchWords, SEARCH_WORDS_FILE } from './search/search-words';

/**
 * The operator's path to the search vocabulary (issue 30, decision 022), on DATABASE_URL:
 *   npm run search-words -- load [file]                         the data file (default data/search/search-words.tsv)
 *   npm run search-words -- add <phrase> <means> <kind> [lang]  one line, e.g. add "tisyu" "tissue" local tl
 *   npm run search-words -- remove <phrase> <means>
 *   npm run search-words -- list | misses [n]                   the vocabulary; the searches that found nothing
 * A running store picks changes up within a minute.
 */
const USAGE = `usage: npm run search-words -- load [file] | add <phrase> <means> <local|synonym|brand> [language]
       | remove <phrase> <means> | list | misses [n]`;
const [command, ...args] = process.argv.slice(2);

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const database = openDatabase(process.env.DATABASE_URL || 'file:var/sulit.db');
try {
  await migrateToLatest(database);
  const words = createSearchWordsRepository(database.db);
  if (command === 'load') {
    const count = await loadSearchWords(database, new Date(), args[0] ?? SEARCH_WORDS_FILE);
    console.log(`Loaded ${count} vocabulary lines.`);
  } else if (command === 'add') {
    const { words: parsed, errors } = parseSearchWords(args.join('\t'));
    if (errors.length > 0 || parsed.length !== 1) fail(USAGE);
    await words.upsert(parsed, new Date());
    console.log(`"${parsed[0]!.phrase}" now finds "${parsed[0]!.means}" (${parsed[0]!.kind}).`);
  } else if (command === 'remove' && args.length === 2) {
    const removed = await words.remove(args[0]!, args[1]!);
    console.log(removed ? 'Removed.' : 'No such line.');
  } else if (command === 'list') {
    for (const w of await words.words()) console.log(`${w.phrase}\t${w.means}\t${w.kind}\t${w.language}`);
  } else if (command === 'misses') {
    for (const m of await words.misses(Number(args[0] ?? 50))) {
      console.log(`${String(m.searches).padStart(6)}  ${m.query}  (last ${m.last_seen_at})`);
    }
  } else {
    fail(USAGE);
  }
} finally {
  await database.close();
}
