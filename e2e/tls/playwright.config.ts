import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, repoRoot, storeWebServer } from '../store-server';

/**
 * The store behind a real TLS proxy (issue 9 item 1): nginx with a throw-away certificate in front of the
 * store, PUBLIC_URL https://127.0.0.1:E2E_TLS_PORT, Chromium told to accept the certificate. Its own
 * config because it needs its own server (https PUBLIC_URL, one trusted proxy hop); `npm test` runs it.
 *   E2E_TLS_PORT (default 8443) and E2E_TLS_BACKEND_PORT (default E2E_PORT + 1, else 3101) pick the ports.
 */
const TLS_PORT = Number(process.env.E2E_TLS_PORT ?? 8443);
const BACKEND_PORT = Number(process.env.E2E_TLS_BACKEND_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
const baseURL = `https://127.0.0.1:${TLS_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  outputDir: `../../test-results/e2e-tls-${TLS_PORT}`,
  use: {
    baseURL,
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(['--ignore-certificate-errors']),
  },
  webServer: [
    storeWebServer({
      port: BACKEND_PORT,
      publicUrl: baseURL,
      dataDir: `tls-${BACKEND_PORT}`,
      // nginx is the one hop in front: its X-Forwarded-For names the shopper
      env: { TRUST_PROXY_HOPS: '1' },
    }),
    {
      command: `node e2e/tls/run-nginx.mjs ${TLS_PORT} ${BACKEND_PORT}`,
      cwd: repoRoot,
      url: `${baseURL}/healthz`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
