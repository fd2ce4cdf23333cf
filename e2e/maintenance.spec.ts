import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Maintenance mode needs a server of its own, started with MAINTENANCE_MODE=true beside the run's store:
 * its port is the run's E2E_PORT + 3 (phone) or + 4 (desktop), its database a fresh file.
 */
test.describe('maintenance mode', () => {
  // Starting a second server (migrating its fresh database) takes a while on a loaded machine.
  test.describe.configure({ timeout: 150_000 });
  let server: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async () => {
    const testInfo = test.info();
    const port = Number(process.env.E2E_PORT ?? 3100) + (testInfo.project.name === 'phone' ? 3 : 4);
    const folder = `var/e2e/${port}-maintenance`;
    rmSync(new URL(`../${folder}/`, import.meta.url), { recursive: true, force: true });
    base = `http://127.0.0.1:${port}`;
    // the built server, as production runs it: the run's webServer (npm start) has built it
    server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      // A clean environment: the test runner's own variables (its loaders) must not reach the server.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATABASE_URL: `file:${folder}/maintenance.db`,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'maintenance-spec-secret-maintenance-spec',
        MAINTENANCE_MODE: 'true',
        MAINTENANCE_RETRY_AFTER: '900',
      },
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${base}/healthz`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 100_000, intervals: [500], message: `maintenance server did not start: ${stderr}` },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('shows the friendly 503 page with Retry-After while /healthz answers', async ({ page, request }, testInfo) => {
    const response = await page.goto(`${base}/`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('900');
    await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible();
    await expect(page.getByText('Please come back in about 15 minutes')).toBeVisible();
    await page.screenshot({
      path: fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-maintenance.png`, import.meta.url)),
      fullPage: true,
    });

    const other = await page.goto(`${base}/help-center`);
    expect(other?.status()).toBe(503);
    const api = await request.get(`${base}/rest/V1/sulit/helpdesk/get-faqs`);
    expect(api.status()).toBe(503);
    expect(api.headers()['retry-after']).toBe('900');

    const health = await request.get(`${base}/healthz`);
    expect(health.status()).toBe(200);
    expect((await health.json()).status).toBe('ok');
  });
});
