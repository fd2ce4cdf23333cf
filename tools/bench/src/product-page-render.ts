import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { inProcessStoreEnv } from './bench-server';

/**
 * Full server render of product pages (issue 8), before against after, on a noisy shared machine.
 *
 * For each repository root (a checkout with the same layout: apps/server/src/app.ts buildApp, packages/db,
 * tools/seed, a web build in apps/web/build) a child process with its cwd at that root builds the app in
 * process over SQLite demo data (seeded once per root into a temp file, `--products` own-store products),
 * renders the same product pages through the page handler (`app.inject({ url: productPath })`, HTML 200)
 * and reports the `app.inject` calls one render sets off, median and p90 wall ms, and CPU ms per render
 * (process.cpuUsage, steadier than wall time when other work shares the cores). Each render is followed by
 * a batch of injects into a bare Fastify JSON route in the same process, so every run carries its own
 * ceiling and the ratio render/bare stays comparable while the machine's load changes. Runs alternate
 * between the roots (A, B, A, B, …) so the noise hits both.
 *
 *   node --import tsx tools/bench/src/product-page-render.ts --root /path/before --root /path/after \
 *     [--rounds 4] [--renders 200] [--products 3000] [--cache-ms 0]
 * Each root needs its web build (`npm run build` there). One worker alone (for `node --cpu-prof`):
 *   cd <root> && node --import tsx <this file> --worker --root . --database file:<seeded.db> --renders 200
 */
const { values } = parseArgs({
  options: {
    root: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '4' },
    renders: { type: 'string', default: '200' },
    products: { type: 'string', default: '3000' },
    pages: { type: 'string', default: '20' },
    'cache-ms': { type: 'string', default: '0' },
    bare: { type: 'string', default: '20' },
    worker: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
});

interface Scenario {
  name: string;
  /** app.inject calls per measured render (the page's own request is not one of them) */
  injects: number;
  /** the calls the first render made */
  calls: string[];
  wall: number[];
  cpu: number[];
}
interface RunResult {
  root: string;
  pages: string[];
  scenarios: Scenario[];
  /** per bare inject, the mean over each batch */
  bareWall: number[];
  bareCpu: number[];
}

interface Reply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): unknown;
}
interface InjectArgs {
  method?: string;
  url: string;
  headers?: Record<string, string>;
}
interface AppLike {
  inject(options: InjectArgs): Promise<Reply>;
  ready(): Promise<unknown>;
  close(): Promise<unknown>;
}
interface BareLike extends AppLike {
  get(path: string, handler: () => Promise<unknown>): unknown;
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const sortedCopy = (xs: number[]) => [...xs].sort((a, b) => a - b);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function worker(root: string, databaseUrl: string): Promise<RunResult> {
  // React picks its production or development server build when first imported.
  process.env.NODE_ENV = 'production';
  const load = <T>(path: string) => import(pathToFileURL(resolve(root, path)).href) as Promise<T>;
  const { loadEnv } = await load<{ loadEnv(source: NodeJS.ProcessEnv): Record<string, unknown> }>(
    'apps/server/src/env.ts',
  );
  const { buildApp } = await load<{
    buildApp(options: { env: unknown; database: unknown; serveWeb?: boolean }): Promise<AppLike>;
  }>('apps/server/src/app.ts');
  const { openDatabase, migrateToLatest } = await load<{
    openDatabase(url: string): unknown;
    migrateToLatest(database: unknown): Promise<unknown>;
  }>('packages/db/src/index.ts');
  const fastifyPath = createRequire(resolve(root, 'package.json')).resolve('fastify');
  const { default: Fastify } = (await import(pathToFileURL(fastifyPath).href)) as {
    default: (options: { logger: boolean }) => BareLike;
  };

  const env = loadEnv(inProcessStoreEnv(root, databaseUrl, { CATALOG_CACHE_MS: values['cache-ms']! }));
  const database = openDatabase(databaseUrl);
  await migrateToLatest(database);
  const app = await buildApp({ env, database, serveWeb: true });
  await app.ready();
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.ready();

  const inject = app.inject.bind(app);
  const seen: string[] = [];
  app.inject = (options) => {
    seen.push(options.url);
    return inject(options);
  };

  const listing = await inject({ url: `/api/product/top-selling?limit=${values.pages}` });
  const pages = ((listing.json() as { items?: { url?: string }[] }).items ?? []).map((p) => p.url ?? '');
  if (listing.statusCode !== 200 || pages.length === 0 || pages.some((url) => !url.startsWith('/'))) {
    throw new Error(`top-selling answered ${listing.statusCode} without product urls`);
  }
  const guestCart = await inject({ method: 'POST', url: '/api/cart/guest-carts' });
  const setCookie = guestCart.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')])
    .map((line) => line.split(';')[0])
    .join('; ');
  if (guestCart.statusCode !== 200 || !cookie) throw new Error(`guest cart answered ${guestCart.statusCode}`);

  const scenarios: (Scenario & { headers: Record<string, string> })[] = [
    { name: 'guest without a cart', headers: {}, injects: 0, calls: [], wall: [], cpu: [] },
    { name: 'guest with a cart', headers: { cookie }, injects: 0, calls: [], wall: [], cpu: [] },
  ];
  const render = async (url: string, headers: Record<string, string>) => {
    const page = await inject({ url, headers });
    if (page.statusCode !== 200 || !page.body.includes('</html>')) {
      throw new Error(`${url} answered ${page.statusCode}: ${page.body.slice(0, 200)}`);
    }
  };
  for (const scenario of scenarios) {
    seen.length = 0;
    await render(pages[0]!, scenario.headers);
    scenario.calls = [...seen];
  }
  // Warm up: JIT, prepared statements, the React build.
  for (let i = 0; i < 40; i++) for (const s of scenarios) await render(pages[i % pages.length]!, s.headers);

  const bareWall: number[] = [];
  const bareCpu: number[] = [];
  const batch = Number(values.bare);
  const renders = Number(values.renders);
  for (let i = 0; i < renders; i++) {
    for (const s of scenarios) {
      seen.length = 0;
      const cpu = process.cpuUsage();
      const started = performance.now();
      await render(pages[i % pages.length]!, s.headers);
      s.wall.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      s.cpu.push((used.user + used.system) / 1000);
      s.injects += seen.length / renders;
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let j = 0; j < batch; j++) {
      if ((await bare.inject({ url: '/' })).statusCode !== 200) throw new Error('bare endpoint failed');
    }
    bareWall.push((performance.now() - started) / batch);
    const used = process.cpuUsage(cpu);
    bareCpu.push((used.user + used.system) / 1000 / batch);
  }
  await bare.close();
  await app.close();
  return {
    root,
    pages,
    scenarios: scenarios.map(({ name, injects, calls, wall, cpu }) => ({ name, injects, calls, wall, cpu })),
    bareWall,
    bareCpu,
  };
}

function seed(root: string, products: number, dir: string): string {
  const name = createHash('sha1').update(root).digest('hex').slice(0, 8);
  const file = resolve(dir, `sulit-${products}-${name}.db`);
  if (!existsSync(file)) {
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tools/seed/src/cli.ts', '--products', String(products)],
      { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: `file:${file}` } },
    );
    if (seeded.status !== 0) throw new Error(`seeding ${root} failed`);
  }
  return `file:${file}`;
}

function runWorker(root: string, databaseUrl: string): RunResult {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      import.meta.filename,
      '--worker',
      '--root',
      root,
      '--database',
      databaseUrl,
      '--renders',
      values.renders!,
      '--pages',
      values.pages!,
      '--cache-ms',
      values['cache-ms']!,
      '--bare',
      values.bare!,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (child.status !== 0) throw new Error(`worker for ${root} exited ${child.status}`);
  const line = child.stdout.split('\n').find((l) => l.startsWith('{"root"'));
  if (!line) throw new Error(`worker for ${root} printed no result:\n${child.stdout}`);
  return JSON.parse(line) as RunResult;
}

const f = (x: number, digits = 1) => x.toFixed(digits);

if (values.worker) {
  const root = resolve(values.root?.[0] ?? '.');
  const result = await worker(root, values.database ?? seed(root, Number(values.products), tmpdir()));
  console.log(JSON.stringify(result));
  // the scheduler's timers or a pool may keep the loop alive after close
  process.exit(0);
} else {
  const roots = (values.root ?? []).map((r) => resolve(r));
  if (roots.length === 0) throw new Error('give --root at least once (before first, then after)');
  const dir = resolve(tmpdir(), `sulit-render-bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const databases = roots.map((root) => seed(root, Number(values.products), dir));
  const runs = new Map<string, RunResult[]>(roots.map((r) => [r, []]));
  const rounds = Number(values.rounds);
  console.log(
    `${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}, ${values.products} products, ${values.renders} renders per scenario per run, cache ${values['cache-ms']} ms`,
  );
  for (let round = 0; round < rounds; round++) {
    for (const [i, root] of roots.entries()) {
      const result = runWorker(root, databases[i]!);
      runs.get(root)!.push(result);
      const bare = mean(result.bareCpu) * 1000;
      console.log(
        `round ${round + 1} ${root}: ` +
          result.scenarios
            .map(
              (s) =>
                `${s.name}: ${f(s.injects)} injects, median ${f(at(sortedCopy(s.wall), 0.5))} ms, CPU ${f(mean(s.cpu), 2)} ms`,
            )
            .join('; ') +
          `; bare ${f(bare, 0)} µs CPU/inject; load ${f(loadavg()[0]!)}`,
      );
    }
  }
  const firstPages = runs.get(roots[0]!)![0]!.pages.join(' ');
  for (const root of roots) {
    if (runs.get(root)![0]!.pages.join(' ') !== firstPages) console.log(`NOTE: ${root} rendered other pages`);
  }
  console.log(`\npages: ${runs.get(roots[0]!)![0]!.pages.length} best sellers, e.g. ${firstPages.split(' ')[0]}`);
  console.log(
    '\n| tree | product page render | injects | median wall ms (runs) | p90 wall ms | CPU ms/render (runs) | bare inject CPU µs | render CPU ÷ bare |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const root of roots) {
    const results = runs.get(root)!;
    const bare = sortedCopy(results.map((r) => mean(r.bareCpu) * 1000));
    for (const [k, s] of results[0]!.scenarios.entries()) {
      const all = results.map((r) => r.scenarios[k]!);
      const medians = sortedCopy(all.map((x) => at(sortedCopy(x.wall), 0.5)));
      const pooled = sortedCopy(all.flatMap((x) => x.wall));
      const cpuPer = sortedCopy(all.map((x) => mean(x.cpu)));
      const ratios = sortedCopy(results.map((r) => mean(r.scenarios[k]!.cpu) / mean(r.bareCpu)));
      console.log(
        `| ${root} | ${s.name} | ${f(s.injects)} | ${f(at(pooled, 0.5))} (${medians.map((m) => f(m)).join(', ')}) | ${f(at(pooled, 0.9))} | ${f(at(cpuPer, 0.5), 2)} (${cpuPer.map((c) => f(c, 2)).join(', ')}) | ${f(at(bare, 0.5), 0)} | ${f(at(ratios, 0.5), 0)} |`,
      );
    }
  }
  for (const root of roots) {
    for (const s of runs.get(root)![0]!.scenarios)
      console.log(`\n${root}, ${s.name}, first render:\n  ${s.calls.join('\n  ')}`);
  }
}
