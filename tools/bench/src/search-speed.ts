/**
 * Search and suggestion speed (issue 30: p99 ≤ 20 ms at 100 000 products), beside a bare Fastify JSON endpoint
 * measured in the same run: the server on core 0, autocannon on core 1, 10 connections (or --connections N).
 *
 *   node --import tsx tools/bench/src/search-speed.ts --database file:var/bench/sulit-100000.db [--cache-ms 0]
 *     [--duration 5] [--port 3253] [--connections 10]
 * Seed the database first (npm run seed -- --products 100000 with DATABASE_URL). Prints a Markdown table.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { HAS_TASKSET, pinLoadToCoreOne, REPO_ROOT, startBenchServer } from './bench-server';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'file:var/bench/sulit-100000.db' },
    'cache-ms': { type: 'string', default: '5000' },
    duration: { type: 'string', default: '5' },
    port: { type: 'string', default: '3253' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Number(values.duration);
/** 10 typists at once measures queueing on one core; 1 measures what a single shopper waits. */
const connections = Number(values.connections);
const port = Number(values.port);
const barePort = port + 1;

/** Queries as shoppers type them, by what issue 30 asks search to understand; each row rotates over its list. */
const QUERIES: Record<string, string[]> = {
  'words as spelt': ['rice', 'coffee', 'milk', 'shampoo', 'chicken', 'sugar', 'soy sauce', 'dog food', 'beer', 'tuna'],
  typos: ['cofee', 'chiken', 'shampo', 'detergant', 'mayonaise', 'sardins', 'vinegr', 'chesse', 'pineaple', 'cabage'],
  'local words': ['bigas', 'gatas', 'sabon', 'kape', 'manok', 'baboy', 'itlog', 'tinapay', 'toyo', 'lampin'],
  'plurals and synonyms': ['diapers', 'tomatoes', 'eggs', 'toilet paper', 'coke', 'softdrinks', 'fridge', 'aircon'],
  'single letter': ['a', 'b', 'c', 'm', 's', 't'],
};
const SUGGEST_WORDS = ['rice', 'coffee', 'sulit', 'bigas', 'gatas', 'cofee', 'chicken', 'sabon', 'diapers', 'tissue'];

function pinned(args: string[], env: Record<string, string>) {
  const [command, argv] = HAS_TASKSET ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  return spawn(command, argv, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
}

async function measure(name: string, base: string, paths: string[]): Promise<Row> {
  const options = {
    url: base + paths[0],
    connections,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  };
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration });
  const row = {
    name,
    path: paths.length === 1 ? paths[0]! : `${paths[0]} … (${paths.length} paths in turn)`,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
  console.error(
    `${name.padEnd(34)} ${String(row.rps).padStart(6)} req/s p50 ${row.p50} p97.5 ${row.p97_5} p99 ${row.p99}`,
  );
  return row;
}

pinLoadToCoreOne();
const bare = pinned(['--import', 'tsx', 'tools/bench/src/bare-server.ts'], { PORT: String(barePort) });
const server = startBenchServer(port, values.database, { CATALOG_CACHE_MS: values['cache-ms'] });
const api = `http://127.0.0.1:${port}`;
try {
  await Promise.all([waitFor(`http://127.0.0.1:${barePort}/`), waitFor(`${api}/healthz`)]);
  const rows = [await measure('bare Fastify JSON (ceiling)', `http://127.0.0.1:${barePort}`, ['/'])];
  for (const [name, queries] of Object.entries(QUERIES)) {
    const paths = queries.map((q) => `/rest/V1/sulit/search-result?query=${encodeURIComponent(q)}`);
    rows.push(await measure(`search-result: ${name}`, api, paths));
  }
  for (const length of [1, 2, 3, 5]) {
    const prefixes = [...new Set(SUGGEST_WORDS.map((w) => w.slice(0, length)))];
    const paths = prefixes.map((p) => `/api/product/search-suggest?q=${encodeURIComponent(p)}`);
    rows.push(await measure(`search-suggest ${length} char${length > 1 ? 's' : ''}`, api, paths));
  }
  console.log('| what | path | req/s | p50 ms | p97.5 ms | p99 ms | ratio to ceiling | errors |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const ceiling = rows[0]!.rps;
  for (const r of rows) {
    console.log(
      `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${(r.rps / ceiling).toFixed(2)} | ${r.errors} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
}
