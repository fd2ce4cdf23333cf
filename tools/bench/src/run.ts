import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverArgs } from './bench-server';

/**
 * Benchmarks the API the way DESIGN §5 asks: the server pinned to one core, the load generator on the
 * other, and a bare Fastify JSON endpoint measured in the same run as the ceiling.
 *   npm run bench -- [--products N] [--duration S] [--connections C] [--database postgres://…] [--write]
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    database: { type: 'string' },
    write: { type: 'boolean', default: false },
    /** the server's in-process catalogue cache lifetime; 0 measures every request against the database */
    'cache-ms': { type: 'string', default: '5000' },
  },
});
const root = resolve(import.meta.dirname, '../../..');
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const databaseUrl = values.database ?? `file:var/bench/sulit-${products}.db`;
const engine = databaseUrl.startsWith('file:') ? 'SQLite' : 'PostgreSQL';
const cacheMs = Number(values['cache-ms']);
const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

function pinned(core: number, command: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

// Keep the load generator off the server's core.
if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });

function seedIfNeeded(): void {
  const marker = resolve(root, `var/bench/.seeded-${products}-${engine}`);
  if (engine === 'SQLite' && existsSync(marker) && existsSync(resolve(root, databaseUrl.slice(5)))) return;
  mkdirSync(resolve(root, 'var/bench'), { recursive: true });
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tools/seed/src/cli.ts', '--products', String(products)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    },
  );
  if (result.status !== 0) throw new Error('seeding failed');
  writeFileSync(marker, new Date().toISOString());
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  const [command, argv] = pinned(0, process.execPath, args);
  return spawn(command, argv, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
}

/** One path, or several visited in turn (so a row is not one cached answer). */
type Paths = string | string[];

interface Result {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, base: string, paths: Paths): Promise<Result> {
  const list = typeof paths === 'string' ? [paths] : paths;
  const options = {
    url: base + list[0],
    connections,
    requests: list.map((path) => ({ method: 'GET' as const, path })),
  };
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration });
  const path = list.length === 1 ? list[0]! : `${list[0]} … (${list.length} paths in turn)`;
  const result = {
    name,
    path,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
  console.log(
    `${name.padEnd(28)} ${String(result.rps).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}`,
  );
  return result;
}

/**
 * Catalogue rows of issue 3: category listing (24 tiles with price and stock for a source), search and
 * search-as-you-type for every prefix length. Paths rotate over categories, sources and words so that a row
 * measures the catalogue, not one cached answer.
 */
async function catalogueRows(api: string): Promise<Result[]> {
  const menu = (await (await fetch(`${api}/rest/V1/sulit/megamenu/menu-top`)).json()) as {
    items: { id: number; children: { id: number }[] }[];
  };
  const leaves = menu.items.flatMap((root) => root.children.map((c) => c.id));
  const sources = ['alabang', 'balintawak', 'otis', 'arcovia', 'cebu'];
  const listing = leaves.map(
    (id, i) => `/rest/V1/sulit/product-list-page?categoryId=${id}&pageSize=24&sourceCode=${sources[i % 5]}`,
  );
  const byPrice = leaves.map(
    (id, i) => `/rest/V1/sulit/product-list-page?categoryId=${id}&order=price&dir=asc&sourceCode=${sources[i % 5]}`,
  );
  const top = (await (await fetch(`${api}/api/product/top-selling?limit=50`)).json()) as {
    items: { id: number; name: string }[];
  };
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
  const suggest = (length: number) => [
    ...new Set(words.map((w) => `/api/product/search-suggest?q=${w.slice(0, length)}`)),
  ];
  const details = top.items.map((p) => `/rest/V1/products/${p.id}`);
  return [
    await measure('GET product detail (50 ids)', api, details),
    await measure('GET category listing (24)', api, listing),
    await measure('GET category listing by price', api, byPrice),
    await measure(
      'GET search-result (word)',
      api,
      words.map((w) => `/rest/V1/sulit/search-result?query=${w}`),
    ),
    await measure('GET search-suggest 1 char', api, suggest(1)),
    await measure('GET search-suggest 2 chars', api, suggest(2)),
    await measure('GET search-suggest 3 chars', api, suggest(3)),
    await measure('GET search-suggest 5 chars', api, suggest(5)),
  ];
}

seedIfNeeded();
if (engine === 'PostgreSQL') {
  // A freshly loaded table has no visibility map yet, so index-only scans (listing counts) would still read the
  // heap; autovacuum does this in production, the benchmark does it at once.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
}
const serverPort = 3911;
const barePort = 3912;
const bare = start(['--import', 'tsx', 'tools/bench/src/bare-server.ts'], { PORT: String(barePort) });
const server = start(serverArgs(root), {
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  // production requires both; nothing in a benchmark sends mail
  PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
  SMTP_URL: 'smtp://127.0.0.1:2525',
  LOG_LEVEL: 'warn',
  WEB_BUILD_DIR: 'var/bench/no-web',
  CATALOG_CACHE_MS: String(cacheMs),
});
try {
  const api = `http://127.0.0.1:${serverPort}`;
  await Promise.all([waitFor(`http://127.0.0.1:${barePort}/`), waitFor(`${api}/healthz`)]);
  const top = (await (await fetch(`${api}/api/product/top-selling?limit=1`)).json()) as { items: { id: number }[] };
  const productId = top.items[0]?.id ?? 1;

  const results: Result[] = [];
  results.push(await measure('bare Fastify JSON (ceiling)', `http://127.0.0.1:${barePort}`, '/'));
  results.push(await measure('GET /healthz', api, '/healthz'));
  results.push(await measure('GET product detail', api, `/rest/V1/products/${productId}`));
  results.push(await measure('GET top-selling (20)', api, '/api/product/top-selling?limit=20&sourceCode=alabang'));
  results.push(...(await catalogueRows(api)));
  const ceiling = results[0]!.rps;

  const date = new Date().toISOString().slice(0, 10);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const rows = results
    .map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling).toFixed(2)} | ${r.errors} |`,
    )
    .join('\n');
  // The demo-scale run keeps its historical marker; other scales and a cache-off run get their own section.
  const marker = [engine, products === 3000 ? '' : String(products), cacheMs === 0 ? 'nocache' : '']
    .filter(Boolean)
    .join(':');
  const section = `<!-- bench:api:${marker} -->
### API reads on ${engine}, ${products} own-store products, catalogue cache ${cacheMs === 0 ? 'off' : `${cacheMs} ms`} (${date})
Machine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Server pinned to core 0${hasTaskset ? '' : ' (taskset missing: not pinned)'}, autocannon on core 1,
${connections} connections, ${duration} s per row after a 2 s warm-up.

| what | path | req/s | p50 ms | p99 ms | ratio to ceiling | errors |
|---|---|---:|---:|---:|---:|---:|
${rows}
<!-- /bench:api:${marker} -->`;
  console.log(`\n${section}`);
  if (values.write) {
    const file = resolve(root, 'docs/PERFORMANCE.md');
    const doc = readFileSync(file, 'utf8');
    const pattern = new RegExp(`<!-- bench:api:${marker} -->[\\s\\S]*?<!-- /bench:api:${marker} -->`);
    writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`);
    console.log(`Written to ${file}`);
  }
} finally {
  bare.kill('SIGTERM');
  server.kill('SIGTERM');
}
