/**
 * The store as the API benchmarks start it: the built production server on core 0 (when taskset exists), the
 * load generator on core 1, and a wait until /healthz answers.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../scripts/built-output.mjs';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const HAS_TASKSET = spawnSync('taskset', ['--version']).status === 0;

/** Keeps this process (the load generator) off the server's core. */
export function pinLoadToCoreOne(): void {
  if (HAS_TASKSET) spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
}

/** Signs the bench stores' sessions (production requires a secret; nothing here is real). */
const BENCH_SESSION_SECRET = 'bench-secret-bench-secret-bench-secret';

/**
 * The environment of a production store built inside a bench process to render pages (page-render-cost,
 * page-render-ab, product-page-render): the web build of `root`, links and mail to ports nothing listens on.
 */
export function inProcessStoreEnv(root: string, databaseUrl: string, env: Record<string, string> = {}) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1:3290',
    SMTP_URL: 'smtp://127.0.0.1:3291',
    SESSION_SECRET: BENCH_SESSION_SECRET,
    WEB_BUILD_DIR: resolve(root, 'apps/web/build'),
    ...env,
  };
}

/**
 * node's arguments for the server of the tree at `root`, run as production runs it (decision 020): its build,
 * made afresh here (about a second). A tree from before the server was built runs its sources through tsx.
 */
export function serverArgs(root: string = REPO_ROOT): string[] {
  if (!existsSync(resolve(root, 'apps/server/scripts/build.mjs'))) {
    return ['--import', 'tsx', 'apps/server/src/main.ts'];
  }
  const built = spawnSync('npm', ['run', 'build', '--silent', '-w', '@sulit/server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`building the server in ${root} failed`);
  return [...SERVER_NODE_FLAGS, SERVER_ENTRY];
}

export function startBenchServer(port: number, databaseUrl: string, env: Record<string, string> = {}): ChildProcess {
  const args = serverArgs();
  const [command, argv] = HAS_TASKSET ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  return spawn(command, argv, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SESSION_SECRET: BENCH_SESSION_SECRET,
      // production requires both (issue 9); nothing listens on this SMTP port, so a mail fails fast and is logged
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: 'var/bench/no-web',
      ...env,
    },
  });
}

export async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * CPU time a process has used so far, in ms, from /proc (Linux): with other work on the machine, requests per
 * second fall, but the CPU each request costs the server stays put, so per core = 1 000 000 / µs per request.
 */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksToMs = 10; // USER_HZ is 100 on Linux
  return (Number(fields[11]) + Number(fields[12])) * ticksToMs;
}
