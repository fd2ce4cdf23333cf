import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { HAS_TASKSET, pinLoadToCoreOne, REPO_ROOT, startBenchServer, waitForServer } from './bench-server';

/**
 * Catalogue pages beside the bare Fastify endpoint (issue 13): the store's production server (pages and API in
 * one process, web build from `npm run build`) pinned to core 0, autocannon on core 1, a bare Fastify JSON
 * endpoint measured in the same run as the ceiling. Rows: home, a category, a product and a search results page
 * for a guest without cookies (what a page cache for guests would serve), uncompressed as autocannon asks.
 *   node --import tsx tools/bench/src/pages.ts [--products 3000] [--duration 10] [--connections 20] [--port 3920] [--write]
 * `--write` puts the table into docs/PERFORMANCE.md between `<!-- bench:pages -->` markers.
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    /** the server's in-process catalogue cache lifetime (its default is 5000 ms) */
    'cache-ms': { type: 'string', default: '5000' },
    write: { type: 'boolean', default: false },
    /** the store's port; the bare endpoint takes the next one (lets two runs share a machine) */
    port: { type: 'string', default: '3920' },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const databaseUrl = `file:var/bench/sulit-${products}.db`;
const serverPort = Number(values.port);
const barePort = serverPort + 1;

if (!existsSync(resolve(REPO_ROOT, 'apps/web/build/server/index.js'))) {
  throw new Error('no web build: run `npm run build` first');
}
if (!existsSync(resolve(REPO_ROOT, databaseUrl.slice(5)))) {
  mkdirSync(resolve(REPO_ROOT, 'var/bench'), { recursive: true });
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tools/seed/src/cli.ts', '--products', String(products)],
    { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
}
pinLoadToCoreOne();

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, base: string, path: string): Promise<Row> {
  const options = { url: base + path, connections };
  await autocannon({ ...options, duration: 2 }); // JIT and caches settle first
  const r = await autocannon({ ...options, duration });
  const row = {
    name,
    path,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
  console.log(`${name.padEnd(24)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms`);
  return row;
}

const bareArgs = ['--import', 'tsx', 'tools/bench/src/bare-server.ts'];
const [bareCommand, bareArgv] = HAS_TASKSET
  ? ['taskset', ['-c', '0', process.execPath, ...bareArgs]]
  : [process.execPath, bareArgs];
const bare: ChildProcess = spawn(bareCommand, bareArgv, {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(barePort) },
});
const server = startBenchServer(serverPort, databaseUrl, {
  WEB_BUILD_DIR: 'apps/web/build',
  CATALOG_CACHE_MS: values['cache-ms']!,
});
try {
  const store = `http://127.0.0.1:${serverPort}`;
  await Promise.all([waitForServer(`http://127.0.0.1:${barePort}/`), waitForServer(`${store}/healthz`)]);
  const top = (await (await fetch(`${store}/api/product/top-selling?limit=1`)).json()) as { items: { url: string }[] };
  const menu = (await (await fetch(`${store}/rest/V1/sulit/megamenu/menu-top`)).json()) as {
    items: { url_path: string }[];
  };
  const product = top.items[0]?.url;
  const category = menu.items[0]?.url_path;
  if (!product || !category) throw new Error('no product or category to measure');

  const rows: Row[] = [await measure('bare Fastify JSON (ceiling)', `http://127.0.0.1:${barePort}`, '/')];
  for (const [name, path] of [
    ['home', '/'],
    ['category', `/${category}`],
    ['product', product],
    ['search', '/catalogsearch/result?q=rice'],
  ] as const) {
    rows.push(await measure(`page: ${name}`, store, path));
  }
  const ceiling = rows[0]!.rps;
  const table = rows
    .map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling).toFixed(3)} | ${r.errors} |`,
    )
    .join('\n');
  const section = `<!-- bench:pages -->
### Catalogue pages for a guest beside the bare endpoint (${new Date().toISOString().slice(0, 10)})
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.
Server pinned to core 0${HAS_TASKSET ? '' : ' (taskset missing: not pinned)'}, autocannon on core 1, ${connections} connections,
${duration} s per row after a 2 s warm-up, SQLite with ${products} own-store products, catalogue cache
${values['cache-ms']} ms, no compression, a guest without cookies. \`node --import tsx tools/bench/src/pages.ts --write\`

| what | path | req/s | p50 ms | p99 ms | ratio to ceiling | errors |
|---|---|---:|---:|---:|---:|---:|
${table}
<!-- /bench:pages -->`;
  console.log(`\n${section}`);
  if (values.write) {
    const file = resolve(REPO_ROOT, 'docs/PERFORMANCE.md');
    const doc = readFileSync(file, 'utf8');
    const pattern = /<!-- bench:pages -->[\s\S]*?<!-- \/bench:pages -->/;
    writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`);
    console.log(`Written to ${file}`);
  }
} finally {
  bare.kill('SIGTERM');
  server.kill('SIGTERM');
}
