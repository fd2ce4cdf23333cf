import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { repoRoot } from './store-server';

/** The operator tools a walk may run: `npm run <tool> -- …` (apps/server/src/<tool>-cli.ts). */
type OperatorToolName = 'orders' | 'outbox' | 'raffle' | 'reviews' | 'sellers' | 'splash';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * An operator tool as an operator runs it (`npm run orders -- advance …`), against this run's database
 * (playwright.config.ts webServer), answering what it printed. It runs the built tool in apps/server/dist, which
 * the webServer's start has just rebuilt when stale: `npx tsx` compiled the whole server again on every call
 * (about 7 s of CPU against under 2 s), and a walk calls a tool up to five times.
 */
export async function operatorTool(tool: OperatorToolName, args: readonly string[]): Promise<string> {
  const entry = `apps/server/dist/${tool}-cli.js`;
  if (!existsSync(`${repoRoot}${entry}`)) throw new Error(`${entry} is missing: npm run build -w @sulit/server`);
  const { stdout } = await promisify(execFile)(process.execPath, ['--enable-source-maps', entry, ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: `file:var/e2e/${PORT}/sulit-e2e.db`,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
    // under 2 s on a quiet machine; a shared 2-core machine under load has taken over a minute to start a tool
    timeout: 120_000,
  });
  return stdout;
}

/** `npm run orders -- advance <order> --to <target> --by <by>`: the order moved along its transition table. */
export function operatorAdvance(orderNumber: string, to: string, by = 'e2e-operator'): Promise<string> {
  return operatorTool('orders', ['advance', orderNumber, '--to', to, '--by', by]);
}
