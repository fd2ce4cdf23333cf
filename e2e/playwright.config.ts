import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT lets several runs share a machine; each gets its own server and database folder.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // the HTTPS spec needs a server of its own behind nginx: e2e/tls/playwright.config.ts
  testIgnore: 'tls/**',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  outputDir: `../test-results/e2e-${PORT}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Debian's Chromium, not a downloaded build (DESIGN §4).
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // Fresh database first (reset-database.mjs explains why this is not a globalSetup).
    command: `node e2e/reset-database.mjs var/e2e/${PORT} && node tools/scripts/start.mjs`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The origin the browser uses: the payment provider's redirects and return URL are built from it, and
      // the pages' CSP (form-action 'self') refuses a form redirected to another origin (localhost ≠ 127.0.0.1).
      PUBLIC_URL: baseURL,
      DATABASE_URL: `file:var/e2e/${PORT}/sulit-e2e.db`,
      // 'test', not 'production': the shopper reads the password-reset e-mail from the development outbox,
      // which production never exposes. Everything else behaves as in production.
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The price-drop and back-in-stock detectors run every 2 s here (60 s by default), so the walks see alerts soon.
      ALERTS_CHECK_EVERY_MS: '2000',
      // A throwaway per run keeps any real secret out of the repo.
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
    reuseExistingServer: false,
    // SIGTERM lets the server close the database cleanly before the next run deletes it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
