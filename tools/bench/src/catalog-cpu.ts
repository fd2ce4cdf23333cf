import { parseArgs } from 'node:util';
import { openBenchApi } from './in-process-api';

/**
 * CPU cost per request of the catalogue reads, measured in process (Fastify inject, no sockets) with the
 * in-process cache off. CPU time (process.cpuUsage) is far less sensitive than wall time to other work on the
 * machine, so this complements the autocannon run when the machine is busy: 1000 / (CPU ms per request) is the
 * throughput one core could reach on this path, HTTP parsing excluded.
 *   node --import tsx tools/bench/src/catalog-cpu.ts --database file:var/bench/sulit-100000.db [--requests 400]
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'file:var/bench/sulit-100000.db' },
    requests: { type: 'string', default: '400' },
    'cache-ms': { type: 'string', default: '0' },
    /** only rows whose name contains this text (for profiling one path with --cpu-prof) */
    only: { type: 'string' },
  },
});
const { app } = await openBenchApi(values.database, Number(values['cache-ms']));
const n = Number(values.requests);

async function json<T>(url: string): Promise<T> {
  return (await app.inject(url)).json() as T;
}

const menu = await json<{ items: { id: number; children: { id: number }[] }[] }>('/rest/V1/sulit/megamenu/menu-top');
const leaves = menu.items.flatMap((r) => r.children.map((c) => c.id));
const roots = menu.items.map((r) => r.id);
const top = await json<{ items: { id: number; name: string }[] }>('/api/product/top-selling?limit=50');
const words = [
  ...new Set(
    top.items.flatMap((p) =>
      p.name
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 5),
    ),
  ),
].slice(0, 40);
const sources = ['alabang', 'balintawak', 'otis', 'arcovia', 'cebu'];

const rows: [string, string[]][] = [
  ['GET /healthz', ['/healthz']],
  ['GET product detail', top.items.map((p) => `/rest/V1/products/${p.id}?sourceCode=alabang`)],
  [
    'GET category listing (24), subcategory',
    leaves.map((id, i) => `/rest/V1/sulit/product-list-page?categoryId=${id}&sourceCode=${sources[i % 5]}`),
  ],
  [
    'GET category listing (24), root category',
    roots.map((id, i) => `/rest/V1/sulit/product-list-page?categoryId=${id}&sourceCode=${sources[i % 5]}`),
  ],
  [
    'GET category listing by price',
    leaves.map((id) => `/rest/V1/sulit/product-list-page?categoryId=${id}&order=price&dir=asc&sourceCode=alabang`),
  ],
  ['GET search-result (word)', words.map((w) => `/rest/V1/sulit/search-result?query=${w}`)],
  ['GET search-result-filter (word)', words.map((w) => `/rest/V1/sulit/search-result-filter?query=${w}`)],
  ...[1, 2, 3, 5].map(
    (length) =>
      [
        `GET search-suggest ${length} char${length > 1 ? 's' : ''}`,
        [...new Set(words.map((w) => `/api/product/search-suggest?q=${w.slice(0, length)}`))],
      ] as [string, string[]],
  ),
];

console.log(`| what | CPU ms / request | worst ms | ≈ req/s on one core |\n|---|---:|---:|---:|`);
for (const [name, paths] of rows.filter(([name]) => !values.only || name.includes(values.only))) {
  for (const path of paths.slice(0, 20)) await app.inject(path); // warm-up
  const start = process.cpuUsage();
  let worst = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await app.inject(paths[i % paths.length]!);
    worst = Math.max(worst, performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${paths[i % paths.length]} answered ${res.statusCode}`);
  }
  const used = process.cpuUsage(start);
  const perRequest = (used.user + used.system) / 1000 / n;
  console.log(`| ${name} | ${perRequest.toFixed(3)} | ${worst.toFixed(1)} | ${Math.round(1000 / perRequest)} |`);
}
await app.close();
