import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { HAS_TASKSET, REPO_ROOT, startBenchServer, waitForServer } from './bench-server';

/**
 * Login storm (issue 9 item 3): 50 logins arrive at once, each from its own address, while 4 other
 * shoppers browse best sellers. Measures the server's peak RSS, what the 50 logins get (200 / 503) and the
 * browsing latency before and during the storm — once with the default hashing ceiling (1 at a time,
 * 16 waiting) and once with the ceiling lifted (as before the fix).
 *   npx tsx tools/bench/src/login-storm.ts [--logins 50] [--write]
 */
const { values } = parseArgs({
  options: {
    logins: { type: 'string', default: '50' },
    write: { type: 'boolean', default: false },
  },
});
const root = REPO_ROOT;
const logins = Number(values.logins);
const databaseUrl = 'file:var/bench/login-storm.db';
const ACCOUNTS = [
  ['shopper@example.com', 'Shopper123!'],
  ['member@example.com', 'Member123!'],
] as const;

function seedIfNeeded(): void {
  if (existsSync(resolve(root, databaseUrl.slice(5)))) return;
  mkdirSync(resolve(root, 'var/bench'), { recursive: true });
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/seed/src/cli.ts', '--products', '300'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

function rssMiB(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

async function browse(api: string, seconds: number) {
  const r = await autocannon({
    url: `${api}/api/product/top-selling?limit=20&sourceCode=alabang`,
    connections: 4,
    duration: seconds,
  });
  return { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, rps: Math.round(r.requests.average) };
}

interface Run {
  label: string;
  idleRss: number;
  peakRss: number;
  ok: number;
  busy: number;
  other: number;
  stormSeconds: number;
  before: Awaited<ReturnType<typeof browse>>;
  during: Awaited<ReturnType<typeof browse>>;
}

async function run(label: string, port: number, concurrency: number, queue: number): Promise<Run> {
  const server = startBenchServer(port, databaseUrl, {
    // each login comes "from" its own address (X-Forwarded-For), as a real storm would
    TRUST_PROXY_HOPS: '1',
    PASSWORD_HASH_CONCURRENCY: String(concurrency),
    PASSWORD_HASH_QUEUE: String(queue),
  });
  try {
    const api = `http://127.0.0.1:${port}`;
    await waitForServer(`${api}/healthz`);
    const idle = rssMiB(server.pid!).now;
    // warm up: the first login computes the dummy hash; browsing warms the catalogue
    await fetch(`${api}/api/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.9.9' },
      body: JSON.stringify({ username: 'nobody@example.com', password: 'x' }),
    });
    const before = await browse(api, 5);
    const started = Date.now();
    const storm = Promise.all(
      Array.from({ length: logins }, (_, i) => {
        const [username, password] = ACCOUNTS[i % ACCOUNTS.length]!;
        return fetch(`${api}/api/customer/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ username, password }),
        }).then(
          (r) => r.status,
          () => 0, // the connection was dropped
        );
      }),
    ).then((statuses) => ({ statuses, seconds: (Date.now() - started) / 1000 }));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid!).now)), 50);
    const [during, result] = await Promise.all([browse(api, 8), storm]);
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB(server.pid!).peak);
    const count = (s: number) => result.statuses.filter((x) => x === s).length;
    const tally = Object.entries(
      result.statuses.reduce<Record<number, number>>((t, s) => ((t[s] = (t[s] ?? 0) + 1), t), {}),
    );
    console.error(`${label}: statuses ${tally.map(([s, n]) => `${s}×${n}`).join(' ')}`);
    return {
      label,
      idleRss: idle,
      peakRss: peak,
      ok: count(200),
      busy: count(503),
      other: result.statuses.length - count(200) - count(503),
      stormSeconds: result.seconds,
      before,
      during,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

seedIfNeeded();
const bounded = await run('ceiling: 1 hash at a time, 16 waiting (default)', 3914, 1, 16);
const unbounded = await run('no ceiling (64 at a time, as before the fix)', 3915, 64, 1000);
const date = new Date().toISOString().slice(0, 10);
const rows = [bounded, unbounded]
  .map(
    (r) =>
      `| ${r.label} | ${r.idleRss} | **${r.peakRss}** | ${r.ok} / ${r.busy} / ${r.other} | ${r.stormSeconds.toFixed(1)} | ${r.before.p50} / ${r.before.p99} | ${r.during.p50} / ${r.during.p99} (max ${r.during.max}) |`,
  )
  .join('\n');
const section = `<!-- bench:login-storm -->
### Login storm: ${logins} logins at once while shoppers browse (${date})
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; shared with other work, so absolute times vary.
Server pinned to core 0${HAS_TASKSET ? '' : ' (taskset missing: not pinned)'}, SQLite. ${logins} \`POST /api/customer/login\` with the right password, each from its own
address, fired at once; meanwhile 4 connections read \`GET /api/product/top-selling\` (autocannon, 8 s; "before" is 5 s
without the storm). Peak RSS is the server's VmHWM. Target: RSS under 300 MB, browsing latency kept.

| hashing | RSS at start MiB | peak RSS MiB | logins 200 / 503 / dropped or other | storm s | browse p50 / p99 ms before | browse p50 / p99 ms during |
|---|---:|---:|---:|---:|---:|---:|
${rows}
<!-- /bench:login-storm -->`;
console.log(`\n${section}`);
if (values.write) {
  const file = resolve(root, 'docs/PERFORMANCE.md');
  const doc = readFileSync(file, 'utf8');
  const pattern = /<!-- bench:login-storm -->[\s\S]*?<!-- \/bench:login-storm -->/;
  writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`);
  console.log(`Written to ${file}`);
}
