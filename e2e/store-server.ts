import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * What both Playwright configs (plain http, and https behind nginx in tls/) share: the browser and the way
 * the store is started for a run.
 */

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Debian's Chromium, not a downloaded build (DESIGN §4), quiet and without the sandbox a container lacks. */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []) {
  return {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  };
}

/**
 * The store on `port` with a fresh database of its own in var/e2e/<dataDir> (reset-database.mjs explains why
 * this is not a globalSetup), its public origin `publicUrl`, and a throwaway session secret per run.
 */
export function storeWebServer(options: {
  port: number;
  publicUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}) {
  return {
    command: `node e2e/reset-database.mjs var/e2e/${options.dataDir} && node tools/scripts/start.mjs`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${options.port}/healthz`,
    env: {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      // The origin the browser uses: the payment provider's redirects and return URL are built from it, and
      // the pages' CSP (form-action 'self') refuses a form redirected to another origin (localhost ≠ 127.0.0.1).
      PUBLIC_URL: options.publicUrl,
      DATABASE_URL: `file:var/e2e/${options.dataDir}/sulit-e2e.db`,
      // 'test', not 'production': the shopper reads the password-reset e-mail from the development outbox,
      // which production never exposes. Everything else behaves as in production.
      NODE_ENV: 'test',
      // The walks pay with the sandbox's test cards; said out loud so a production-like start keeps them working.
      PAYMENTS_SANDBOX: 'true',
      LOG_LEVEL: 'warn',
      // A throwaway per run keeps any real secret out of the repo.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ...options.env,
    },
    reuseExistingServer: false,
    // SIGTERM lets the server close the database cleanly before the next run deletes it.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}
