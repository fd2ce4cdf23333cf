import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs, HAS_TASKSET, pinLoadToCoreOne, REPO_ROOT, serverArgs, waitForServer } from './bench-server';

/**
 * The four catalogue pages of pages.ts (home, a category, a product, search; a guest without cookies, 20
 * connections, uncompressed) for two trees in the same run: each round starts the first tree's production server,
 * measures every page, stops it, then does the same for the second tree, so a busy machine's load hits both alike.
 * Both servers read one seeded SQLite file (this tree's `var/bench/sulit-<products>.db`, from pages.ts) and each
 * serves its own web build (`npm run build` in each tree). Pages are rendered per request (guest page cache off,
 * catalogue cache on); besides req/s and latency each row gives the server's CPU µs per request (/proc), which
 * holds on a machine busy with other work when req/s and p99 do not.
 *   node --import tsx tools/bench/src/pages-before-after.ts --root <before> --root . [--rounds 3] [--duration 6]
 *     [--warmup 5]  (seconds each page is loaded after a server starts, before any page is measured)
 */
const { values } = parseArgs({
  options: {
    root: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '6' },
    connections: { type: 'string', default: '20' },
    products: { type: 'string', default: '3000' },
    port: { type: 'string', default: '3920' },
    // a fresh server renders at 55–70 % of its steady rate for its first 10–15 s (JIT, caches): as pages.ts
    warmup: { type: 'string', default: '5' },
  },
});
const roots = (values.root ?? []).map((r) => resolve(r));
if (roots.length === 0) throw new Error('give --root twice: before, then after');
const databaseFile = resolve(REPO_ROOT, `var/bench/sulit-${values.products}.db`);
if (!existsSync(databaseFile)) throw new Error(`no ${databaseFile}: run pages.ts once to seed it`);
const port = Number(values.port);
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
pinLoadToCoreOne();

const base = `http://127.0.0.1:${port}`;
const top = async () => {
  const best = (await (await fetch(`${base}/api/product/top-selling?limit=1`)).json()) as { items: { url: string }[] };
  const menu = (await (await fetch(`${base}/rest/V1/sulit/megamenu/menu-top`)).json()) as {
    items: { url_path: string }[];
  };
  return [
    ['home', '/'],
    ['category', `/${menu.items[0]?.url_path}`],
    ['product', best.items[0]?.url ?? '/'],
    ['search', '/catalogsearch/result?q=rice'],
  ] as const;
};

/** cpu: the server process's user + system CPU per request in µs (/proc), which other load does not change */
type Sample = { rps: number; p50: number; p99: number; errors: number; cpu: number | null };
const samples = new Map<string, Sample[]>();
for (let round = 0; round < Number(values.rounds); round++) {
  for (const root of roots) {
    // each tree's own server from its own folder, pinned to core 0 like startBenchServer's
    const args = serverArgs(root);
    const run: ChildProcess = spawn(
      HAS_TASKSET ? 'taskset' : process.execPath,
      HAS_TASKSET ? ['-c', '0', process.execPath, ...args] : args,
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: serverEnv(root) },
    );
    try {
      await waitForServer(`${base}/healthz`);
      const pages = await top();
      for (const [, path] of pages) await autocannon({ url: base + path, connections, duration: warmup });
      for (const [name, path] of pages) {
        const options = { url: base + path, connections };
        const cpuBefore = cpuMs(run.pid);
        const r = await autocannon({ ...options, duration });
        const cpuAfter = cpuMs(run.pid);
        const sample = {
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts + r.non2xx,
          cpu:
            cpuBefore === null || cpuAfter === null || r.requests.total === 0
              ? null
              : Math.round(((cpuAfter - cpuBefore) * 1000) / r.requests.total),
        };
        const key = `${name}\t${root}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        console.log(
          `round ${round + 1} ${root} ${name}: ${sample.rps} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms, ` +
            `${sample.cpu ?? '?'} µs CPU/req`,
        );
      }
    } finally {
      run.kill('SIGTERM');
      await new Promise((done) => (run.exitCode === null ? run.once('exit', done) : done(null)));
    }
  }
}

function serverEnv(root: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${databaseFile}`,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    PUBLIC_URL: base,
    SMTP_URL: 'smtp://127.0.0.1:2525',
    LOG_LEVEL: 'warn',
    WEB_BUILD_DIR: resolve(root, 'apps/web/build'),
    // every page rendered for its request (issue 13's uncached goal): the guest page cache stays off
    PAGE_CACHE_MS: '0',
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  '\n| page | tree | server CPU µs/req median (runs) | req/s median (runs) | p50 ms | p99 ms median (runs) | errors |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const [key, runs] of samples) {
  const [name, root] = key.split('\t');
  console.log(
    `| ${name} | ${root} | ${median(runs.map((s) => s.cpu ?? 0))} (${runs.map((s) => s.cpu ?? '?').join(', ')}) | ` +
      `${median(runs.map((s) => s.rps))} (${runs.map((s) => s.rps).join(', ')}) | ` +
      `${median(runs.map((s) => s.p50))} | ${median(runs.map((s) => s.p99))} (${runs.map((s) => s.p99).join(', ')}) | ` +
      `${runs.reduce((n, s) => n + s.errors, 0)} |`,
  );
}
