/**
 * The simulated cluster on one host (issue 34): a fresh PostgreSQL database, store instances in their roles, and
 * HAProxy in front of the web instances with /readyz health checks, as docs/SCALE-OUT.md describes.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../scripts/built-output.mjs';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const SIM_DIR = resolve(REPO_ROOT, 'var/scale-sim');
export const PROXY_PORT = 3190;
export const STATS_PORT = 3191;
const SESSION_SECRET = 'scale-sim-secret-scale-sim-secret-0001';
/** HAProxy checks /readyz this often and takes a server out after this many failures: the drain waits both. */
export const CHECK_INTERVAL_MS = 1_000;
const CHECK_FALL = 2;
/** Each instance answers the proxy's checks on its port plus this (HEALTH_PORT, decision 041). */
export const HEALTH_PORT_OFFSET = 1000;

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and creates the simulation's database, then migrates and seeds it with the built seed CLI. */
export async function freshDatabase(adminUrl: string, name: string, products: number): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const seeded = spawnSync(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/seed.js', '--products', String(products)],
    { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
  );
  if (seeded.status !== 0) throw new Error('seeding the simulation database failed');
  return url;
}

export interface Instance {
  name: string;
  role: 'web' | 'worker';
  port: number;
  process: ChildProcess;
  exited: Promise<number | null>;
}

/** Starts one built store instance (decision 020) in a role; its log goes to var/scale-sim/<name>.log. */
export function startInstance(
  name: string,
  role: 'web' | 'worker',
  port: number,
  env: { databaseUrl: string; redisUrl: string; smtpUrl: string },
  /** more flags for node (`--cpu-prof …` to profile the instance under load) */
  nodeFlags: readonly string[] = [],
): Instance {
  mkdirSync(SIM_DIR, { recursive: true });
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SULIT_ROLE: role,
      // five instances and the simulation share a PostgreSQL that other work on this machine uses too
      DATABASE_POOL_SIZE: '5',
      PORT: String(port),
      HEALTH_PORT: String(port + HEALTH_PORT_OFFSET),
      HOST: '127.0.0.1',
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      SMTP_URL: env.smtpUrl,
      PUBLIC_URL: `http://127.0.0.1:${PROXY_PORT}`,
      PAYMENTS_SANDBOX: 'true',
      SESSION_SECRET,
      TRUST_PROXY_HOPS: '1',
      LOG_LEVEL: 'warn',
      ALERTS_CHECK_EVERY_MS: '1000',
      // out of HAProxy's rotation before the socket closes: its interval times its fall count, and a margin
      DRAIN_WAIT_MS: String(CHECK_INTERVAL_MS * (CHECK_FALL + 1)),
      WEB_BUILD_DIR: resolve(REPO_ROOT, 'apps/web/build'),
    },
  });
  const log = resolve(SIM_DIR, `${name}.log`);
  writeFileSync(log, '');
  const append = (chunk: Buffer) => writeFileSync(log, chunk, { flag: 'a' });
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { name, role, port, process: child, exited };
}

export async function waitReady(port: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the instance on ${port} did not become ready`);
}

/**
 * HAProxy in front of the web instances: round robin, /readyz on each one's health port every second (down after
 * two failures, up after two passes), a request that could not reach a server (connection refused or reset before any answer) tried on
 * another one, and which server answered in `x-served-by`.
 */
export function startProxy(webPorts: number[]): ChildProcess {
  mkdirSync(SIM_DIR, { recursive: true });
  const config = `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # the checks go to each instance's health port (HEALTH_PORT), apart from its renders (decision 041); a slow
  # check is still not a failed one (a refusal or a 503 is)
  timeout check 5s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  # option http-server-close
frontend store
  bind 127.0.0.1:${PROXY_PORT}
  default_backend stores
backend stores
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  http-response set-header x-served-by %s
${webPorts.map((port, i) => `  server web${i + 1} 127.0.0.1:${port} check port ${port + HEALTH_PORT_OFFSET} inter ${CHECK_INTERVAL_MS} fall ${CHECK_FALL} rise 2`).join('\n')}
listen stats
  bind 127.0.0.1:${STATS_PORT}
  stats enable
  stats uri /
`;
  const file = resolve(SIM_DIR, 'haproxy.cfg');
  writeFileSync(file, config);
  const check = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`);
  return spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** HAProxy's view of each web server: state, and the answers it could not get from it (errors, retries). */
export async function proxyStats(): Promise<{ server: string; status: string; errors: number; retries: number }[]> {
  const csv = await (await fetch(`http://127.0.0.1:${STATS_PORT}/;csv`)).text();
  const [header, ...rows] = csv.split('\n').filter(Boolean);
  const names = header!.replace(/^# /, '').split(',');
  const col = (row: string[], name: string) => row[names.indexOf(name)] ?? '';
  return rows
    .map((line) => line.split(','))
    .filter((row) => col(row, 'pxname') === 'stores' && col(row, 'svname').startsWith('web'))
    .map((row) => ({
      server: col(row, 'svname'),
      status: col(row, 'status'),
      errors: Number(col(row, 'eresp') || 0) + Number(col(row, 'econ') || 0),
      retries: Number(col(row, 'wretr') || 0) + Number(col(row, 'wredis') || 0),
    }));
}
