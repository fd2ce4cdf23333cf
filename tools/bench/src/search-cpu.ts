import { parseArgs } from 'node:util';
import { openBenchApi } from './in-process-api';

/**
 * Search and suggestion cost per request, in process (Fastify inject, no sockets), one request at a time: wall
 * time percentiles and CPU time (process.cpuUsage, far less sensitive than wall time to other work on a busy
 * machine). /healthz is the floor every answer pays. Cache off by default: every request reaches the database.
 *   node --import tsx tools/bench/src/search-cpu.ts --database file:var/bench/sulit-100000.db [--rounds 20] [--cache-ms 0]
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'file:var/bench/sulit-100000.db' },
    rounds: { type: 'string', default: '20' },
    'cache-ms': { type: 'string', default: '0' },
  },
});
const { app, database } = await openBenchApi(values.database, Number(values['cache-ms']));

const search = (queries: string[]) => queries.map((q) => `/rest/V1/sulit/search-result?query=${encodeURIComponent(q)}`);
const suggest = (words: string[], length: number) => [
  ...new Set(words.map((w) => `/api/product/search-suggest?q=${encodeURIComponent(w.slice(0, length))}`)),
];
const SUGGEST_WORDS = ['rice', 'coffee', 'sulit', 'bigas', 'gatas', 'cofee', 'chicken', 'sabon', 'diapers', 'tissue'];
const rows: [string, string[]][] = [
  ['GET /healthz (floor)', ['/healthz']],
  ['search: words as spelt', search(['rice', 'coffee', 'milk', 'shampoo', 'chicken', 'sugar', 'soy sauce', 'beer'])],
  ['search: typos', search(['cofee', 'chiken', 'shampo', 'detergant', 'mayonaise', 'sardins', 'vinegr', 'chesse'])],
  ['search: local words', search(['bigas', 'gatas', 'sabon', 'kape', 'manok', 'baboy', 'itlog', 'tinapay'])],
  ['search: plurals and synonyms', search(['diapers', 'tomatoes', 'eggs', 'toilet paper', 'coke', 'fridge'])],
  ['search: single letter', search(['a', 'b', 'c', 'm', 's', 't'])],
  ['suggest: 1 char', suggest(SUGGEST_WORDS, 1)],
  ['suggest: 2 chars', suggest(SUGGEST_WORDS, 2)],
  ['suggest: 3 chars', suggest(SUGGEST_WORDS, 3)],
  ['suggest: 5 chars', suggest(SUGGEST_WORDS, 5)],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
console.log(`| what | requests | wall p50 ms | wall p95 ms | wall p99 ms | CPU ms per request |`);
console.log(`| --- | ---: | ---: | ---: | ---: | ---: |`);
for (const [name, paths] of rows) {
  for (const path of paths) await app.inject(path); // warm: JIT, prepared statements, the planner's minute
  const walls: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const path of paths) {
      const started = performance.now();
      const res = await app.inject(path);
      walls.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    }
  }
  const cpu = process.cpuUsage(cpuStart);
  walls.sort((a, b) => a - b);
  const fixed = (n: number) => n.toFixed(2);
  console.log(
    `| ${name} | ${walls.length} | ${fixed(percentile(walls, 50))} | ${fixed(percentile(walls, 95))} | ${fixed(percentile(walls, 99))} | ${fixed((cpu.user + cpu.system) / 1000 / walls.length)} |`,
  );
}
await app.close();
await database.close();
