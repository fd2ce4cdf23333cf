import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs, HAS_TASKSET, pinLoadToCoreOne, REPO_ROOT, startBenchServer, waitForServer } from './bench-server';

/**
 * Catalogue pages beside the bare Fastify endpoint (issue 13): the store's production server (pages and API in
 * one process, web build from `npm run build`) pinned to core 0, autocannon on core 1, a bare Fastify JSON
 * endpoint measured in the same run as the ceiling. Rows: home, a category, a product and a search results page
 * for a guest, uncompressed as autocannon asks, rendered per request (guest page cache off) and then from the
 * guest page cache (decision 016), plus two cached rows as a browser asks: a guest with a cart and a location
 * cookie, and the same compressed (Accept-Encoding as Chromium sends it).
 *   node --import tsx tools/bench/src/pages.ts [--products 3000] [--duration 10] [--connections 20] [--port 3920]
 *     [--page-cache both|on|off] [--warmup 5] [--write]
 * `--write` puts the table into docs/PERFORMANCE.md between `<!-- bench:pages -->` markers.
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    /**
     * seconds of load on each page after a server starts, before any row is measured: V8 optimises a page render
     * over its first thousand or so requests, and a fresh server renders at 55–70 % of its steady rate meanwhile
     */
    warmup: { type: 'string', default: '5' },
    /** the server's in-process catalogue cache lifetime (its default is 5000 ms) */
    'cache-ms': { type: 'string', default: '5000' },
    write: { type: 'boolean', default: false },
    /** the store's port; the bare endpoint takes the next one (lets two runs share a machine) */
    port: { type: 'string', default: '3920' },
    /** rows rendered per request (off), from the guest page cache (on), or both in one run */
    'page-cache': { type: 'string', default: 'both' },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
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
  /** the measured process's CPU time (user + system) per request in µs; null where /proc is missing */
  cpuPerRequest: number | null;
}

async function measure(
  name: string,
  base: string,
  path: string,
  pid: number | undefined,
  headers: Record<string, string> = {},
): Promise<Row> {
  const options = { url: base + path, connections, headers };
  await autocannon({ ...options, duration: 2 }); // JIT and caches settle first
  const cpuBefore = cpuMs(pid);
  const r = await autocannon({ ...options, duration });
  const cpuAfter = cpuMs(pid);
  const row = {
    name,
    path,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    cpuPerRequest:
      cpuBefore === null || cpuAfter === null || r.requests.total === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / r.requests.total),
  };
  const cpu = row.cpuPerRequest === null ? '' : `  CPU ${row.cpuPerRequest} µs/req`;
  console.log(`${name.padEnd(24)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${cpu}`);
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
const modes = values['page-cache'] === 'both' ? ['off', 'on'] : [values['page-cache']!];
if (!modes.every((mode) => mode === 'on' || mode === 'off')) throw new Error('--page-cache is both, on or off');

/** The store with the guest page cache on (its lifetime the catalogue cache's) or off. */
async function startStore(pageCache: string): Promise<ChildProcess> {
  const server = startBenchServer(serverPort, databaseUrl, {
    WEB_BUILD_DIR: 'apps/web/build',
    CATALOG_CACHE_MS: values['cache-ms']!,
    ...(pageCache === 'off' ? { PAGE_CACHE_MS: '0' } : {}),
  });
  await waitForServer(`http://127.0.0.1:${serverPort}/healthz`);
  return server;
}

let server: ChildProcess | undefined;
try {
  const store = `http://127.0.0.1:${serverPort}`;
  await waitForServer(`http://127.0.0.1:${barePort}/`);
  const rows: Row[] = [await measure('bare Fastify JSON (ceiling)', `http://127.0.0.1:${barePort}`, '/', bare.pid)];
  for (const mode of modes) {
    server = await startStore(mode);
    const top = (await (await fetch(`${store}/api/product/top-selling?limit=1`)).json()) as {
      items: { url: string }[];
    };
    const menu = (await (await fetch(`${store}/rest/V1/sulit/megamenu/menu-top`)).json()) as {
      items: { url_path: string }[];
    };
    const product = top.items[0]?.url;
    const category = menu.items[0]?.url_path;
    if (!product || !category) throw new Error('no product or category to measure');
    const label = mode === 'on' ? 'cached' : 'rendered';
    const pages = [
      ['home', '/'],
      ['category', `/${category}`],
      ['product', product],
      ['search', '/catalogsearch/result?q=rice'],
    ] as const;
    for (const [, path] of pages) await autocannon({ url: store + path, connections, duration: warmup });
    for (const [name, path] of pages) {
      rows.push(await measure(`page: ${name}, ${label}`, store, path, server.pid));
    }
    if (mode === 'on') {
      // A guest as a browser is one: a cart (its cookie) and a chosen location; the page is the same cached one.
      const guest = await guestCookies(store);
      rows.push(
        await measure('page: category, cached, guest with cart', store, `/${category}`, server.pid, { cookie: guest }),
      );
      rows.push(
        await measure('page: category, cached, gzip/br', store, `/${category}`, server.pid, {
          cookie: guest,
          'accept-encoding': 'gzip, deflate, br, zstd',
        }),
      );
    }
    server.kill('SIGTERM');
    await new Promise((done) => server!.once('exit', done));
    server = undefined;
  }
  const ceiling = rows[0]!.rps;
  const table = rows
    .map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling).toFixed(3)} | ${r.cpuPerRequest ?? '–'} | ${r.cpuPerRequest ? Math.round(1e6 / r.cpuPerRequest) : '–'} | ${r.errors} |`,
    )
    .join('\n');
  const section = `<!-- bench:pages -->
### Catalogue pages for a guest beside the bare endpoint (${new Date().toISOString().slice(0, 10)})
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.
Server pinned to core 0${HAS_TASKSET ? '' : ' (taskset missing: not pinned)'}, autocannon on core 1, ${connections} connections,
${duration} s per row after a 2 s warm-up (and ${warmup} s on each page after the server started), SQLite with ${products} own-store products, catalogue cache
${values['cache-ms']} ms, no compression unless the row says so, a guest without cookies unless it says so; "cached": the
guest page cache on (decision 016), "rendered": off. "server CPU µs/req" is the server process's user + system CPU per
request (/proc), which other load on the machine does not change; "req/s per core" is 1 s over it.
\`node --import tsx tools/bench/src/pages.ts --write\`

| what | path | req/s | p50 ms | p99 ms | ratio to ceiling | server CPU µs/req | req/s per core (CPU) | errors |
|---|---|---:|---:|---:|---:|---:|---:|---:|
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
  server?.kill('SIGTERM');
}

/** A guest's cookies after adding to a cart and choosing a pickup store: the cart mask and the signed location. */
async function guestCookies(store: string): Promise<string> {
  const jar: string[] = [];
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) jar.push(cookie.split(';')[0]!);
  };
  keep(await fetch(`${store}/api/cart/guest-carts`, { method: 'POST', headers: { origin: store } }));
  keep(
    await fetch(`${store}/api/location`, {
      method: 'PUT',
      headers: { origin: store, 'content-type': 'application/json', cookie: jar.join('; ') },
      body: JSON.stringify({ type: 'pickup', source_code: 'otis' }),
    }),
  );
  if (jar.length !== 2) throw new Error(`expected a cart and a location cookie, got ${jar.length}`);
  return jar.join('; ');
}
