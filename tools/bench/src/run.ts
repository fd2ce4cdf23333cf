import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

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
  },
});
const root = resolve(import.meta.dirname, '../../..');
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const databaseUrl = values.database ?? `file:var/bench/sulit-${products}.db`;
const engine = databaseUrl.startsWith('file:') ? 'SQLite' : 'PostgreSQL';
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

interface Result {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, base: string, path: string): Promise<Result> {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url: base + path, connections, duration: 2 });
  const r = await autocannon({ url: base + path, connections, duration });
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

seedIfNeeded();
const serverPort = 3911;
const barePort = 3912;
const bare = start(['--import', 'tsx', 'tools/bench/src/bare-server.ts'], { PORT: String(barePort) });
const server = start(['--import', 'tsx', 'apps/server/src/main.ts'], {
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'warn',
  WEB_BUILD_DIR: 'var/bench/no-web',
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
  const ceiling = results[0]!.rps;

  const date = new Date().toISOString().slice(0, 10);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const rows = results
    .map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling).toFixed(2)} | ${r.errors} |`,
    )
    .join('\n');
  const section = `<!-- bench:api:${engine} -->
### API reads on ${engine}, ${products} own-store products (${date})
Machine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Server pinned to core 0${hasTaskset ? '' : ' (taskset missing: not pinned)'}, autocannon on core 1,
${connections} connections, ${duration} s per row after a 2 s warm-up.

| what | path | req/s | p50 ms | p99 ms | ratio to ceiling | errors |
|---|---|---:|---:|---:|---:|---:|
${rows}
<!-- /bench:api:${engine} -->`;
  console.log(`\n${section}`);
  if (values.write) {
    const file = resolve(root, 'docs/PERFORMANCE.md');
    const doc = readFileSync(file, 'utf8');
    const pattern = new RegExp(`<!-- bench:api:${engine} -->[\\s\\S]*?<!-- /bench:api:${engine} -->`);
    writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`);
    console.log(`Written to ${file}`);
  }
} finally {
  bare.kill('SIGTERM');
  server.kill('SIGTERM');
}
