/**
 * Search relevance (issue 30): runs judged queries against a store and reports recall@10 and nDCG@10, and for
 * a shopper set how many queries find what was meant. The judgements are files in tools/bench/search; the
 * integration test (catalog/search-relevance.int.test.ts) holds the floor with the same functions.
 *
 *   node --import tsx tools/bench/src/search-relevance.ts --url http://127.0.0.1:3251 --database file:var/bench/sulit-3000.db \
 *     [--set tools/bench/search/relevance-set.json]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '@sulit/db';
import { matchPlaces } from '@sulit/domain';
import { sql } from 'kysely';

export interface JudgedQuery {
  query: string;
  kind: string;
  /** url_paths (or their starts) of the categories whose products may answer */
  categories?: string[];
  /** words one of which an answering product's name or brand contains */
  names?: string[];
}
export interface JudgedPlace {
  query: string;
  /** the directory name (province or city) the query means */
  place: string;
}
export interface JudgedSet {
  queries: JudgedQuery[];
  places: JudgedPlace[];
}

export const RELEVANCE_SET = resolve(import.meta.dirname, '../search/relevance-set.json');
export const SHOPPER_QUERIES = resolve(import.meta.dirname, '../search/shopper-queries.json');
const CUTOFF = 10;

export function readJudgedSet(file: string): JudgedSet {
  return JSON.parse(readFileSync(file, 'utf8')) as JudgedSet;
}

interface CatalogueProduct {
  id: number;
  text: string;
  url_path: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every enabled product with the text a judgement reads (name and brand) and its category's path. */
export async function catalogueOf(database: Database): Promise<CatalogueProduct[]> {
  const result = await sql<{ id: number; name: string; brand: string; url_path: string }>`select p.id, p.name,
    p.brand, c.url_path from products p join categories c on c.id = p.category_id where p.status = 1`.execute(
    database.db,
  );
  return result.rows.map((r) => ({ id: Number(r.id), text: fold(`${r.name} ${r.brand}`), url_path: r.url_path }));
}

export function answers(judged: JudgedQuery, product: CatalogueProduct): boolean {
  const inCategory =
    !judged.categories || judged.categories.some((c) => product.url_path === c || product.url_path.startsWith(`${c}/`));
  return inCategory && (!judged.names || judged.names.some((n) => product.text.includes(fold(n))));
}

export interface QueryScore {
  query: string;
  kind: string;
  /** products in the catalogue that answer the query; 0 leaves it unjudged at this scale */
  relevant: number;
  recall: number;
  ndcg: number;
  /** an answering product among the first three results */
  found: boolean;
}

/** recall@10 (over the answers there are, at most 10) and binary nDCG@10 of one ranked list. */
export function score(ranked: readonly boolean[], relevant: number): { recall: number; ndcg: number } {
  const top = ranked.slice(0, CUTOFF);
  const ideal = Math.min(CUTOFF, relevant);
  if (ideal === 0) return { recall: 0, ndcg: 0 };
  const dcg = top.reduce((sum, hit, i) => sum + (hit ? 1 / Math.log2(i + 2) : 0), 0);
  let idcg = 0;
  for (let i = 0; i < ideal; i++) idcg += 1 / Math.log2(i + 2);
  return { recall: top.filter(Boolean).length / ideal, ndcg: dcg / idcg };
}

/** Runs each judged query through `search` (the first ten result ids) and scores it. */
export async function scoreQueries(
  set: JudgedSet,
  catalogue: readonly CatalogueProduct[],
  search: (query: string) => Promise<number[]>,
): Promise<QueryScore[]> {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const scores: QueryScore[] = [];
  for (const judged of set.queries) {
    const relevant = catalogue.filter((p) => answers(judged, p)).length;
    const ids = await search(judged.query);
    const ranked = ids.map((id) => {
      const product = byId.get(id);
      return product !== undefined && answers(judged, product);
    });
    scores.push({
      query: judged.query,
      kind: judged.kind,
      relevant,
      ...score(ranked, relevant),
      found: ranked.slice(0, 3).some(Boolean),
    });
  }
  return scores;
}

/** Places: the meant name among the first ten the domain's rule offers from every province and city name. */
export async function scorePlaces(set: JudgedSet, database: Database): Promise<QueryScore[]> {
  const [provinces, cities] = await Promise.all([
    database.db.selectFrom('provinces').select('name').execute(),
    database.db.selectFrom('cities').select('name').execute(),
  ]);
  const labels = [...provinces, ...cities].map((r) => ({ label: r.name }));
  return set.places.map((judged) => {
    const ranked = matchPlaces(judged.query, labels).map((p) => p.label === judged.place);
    return {
      query: judged.query,
      kind: 'place',
      relevant: 1,
      ...score(ranked, 1),
      found: ranked.slice(0, 3).some(Boolean),
    };
  });
}

export interface RelevanceSummary {
  judged: number;
  recall: number;
  ndcg: number;
  found: number;
  byKind: Record<string, { judged: number; recall: number; ndcg: number }>;
}

export function summarise(scores: readonly QueryScore[]): RelevanceSummary {
  const judged = scores.filter((s) => s.relevant > 0);
  const mean = (list: readonly QueryScore[], pick: (s: QueryScore) => number) =>
    list.length === 0 ? 0 : list.reduce((sum, s) => sum + pick(s), 0) / list.length;
  const byKind: RelevanceSummary['byKind'] = {};
  for (const kind of new Set(judged.map((s) => s.kind))) {
    const list = judged.filter((s) => s.kind === kind);
    byKind[kind] = { judged: list.length, recall: mean(list, (s) => s.recall), ndcg: mean(list, (s) => s.ndcg) };
  }
  return {
    judged: judged.length,
    recall: mean(judged, (s) => s.recall),
    ndcg: mean(judged, (s) => s.ndcg),
    found: judged.filter((s) => s.found).length,
    byKind,
  };
}

/** The first ten result ids of a search-result call made with `get`. */
export async function searchIds(get: (path: string) => Promise<{ items: { id: number }[] }>, query: string) {
  const body = await get(`/rest/V1/sulit/search-result?query=${encodeURIComponent(query)}&pageSize=${CUTOFF}`);
  return body.items.map((i) => i.id);
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:3251' },
      database: { type: 'string', default: 'file:var/bench/sulit-3000.db' },
      set: { type: 'string', default: RELEVANCE_SET },
      verbose: { type: 'boolean', default: false },
    },
  });
  const database = openDatabase(values.database);
  try {
    const set = readJudgedSet(values.set);
    const catalogue = await catalogueOf(database);
    const get = async (path: string) =>
      (await fetch(`${values.url}${path}`)).json() as Promise<{ items: { id: number }[] }>;
    const scores = [
      ...(await scoreQueries(set, catalogue, (q) => searchIds(get, q))),
      ...(await scorePlaces(set, database)),
    ];
    if (values.verbose) {
      for (const s of scores)
        console.log(
          `${s.found ? 'found' : 'MISS '} r=${s.recall.toFixed(2)} n=${s.ndcg.toFixed(2)} [${s.kind}] ${s.query}`,
        );
    }
    const summary = summarise(scores);
    console.log(
      `${database.engine}, ${catalogue.length} products, ${summary.judged} judged queries: recall@10 ${summary.recall.toFixed(3)}, nDCG@10 ${summary.ndcg.toFixed(3)}, found in the first three ${summary.found} of ${summary.judged}`,
    );
    for (const [kind, k] of Object.entries(summary.byKind)) {
      console.log(
        `  ${kind.padEnd(8)} ${String(k.judged).padStart(3)}  recall@10 ${k.recall.toFixed(3)}  nDCG@10 ${k.ndcg.toFixed(3)}`,
      );
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
