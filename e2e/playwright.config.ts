import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, storeWebServer } from './store-server';

// E2E_PORT lets several runs share a machine; each gets its own server and database folder.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/** specs that run last (project desktop-last) */
const LAST = '**/*.last.spec.ts';
/**
 * Walks tagged @desktop-only run on the desktop project alone. Every walk runs on both phone and desktop unless
 * its phone half adds nothing a shopper on a phone would notice: a long walk whose steps are the same on both
 * layouts (paying, an operator tool moving the order, waiting for a job) where the phone only changes the screen
 * size. Such a walk ends its title (or its describe's) with the tag `@desktop-only` (a one-line diff) and keeps
 * its 320 px layout check (setViewportSize) on desktop; what is phone-only (the menu drawer, the account menu's
 * links, the bottom bars, the sheets and dialogs at 320 px) stays in walks that run on the phone. A desktop-only
 * UI (the mini-cart popover) is tagged too, rather than skipped inside the test, so the phone run opens no page.
 */
const DESKTOP_ONLY = /@desktop-only/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // the HTTPS spec needs a server of its own behind nginx: e2e/tls/playwright.config.ts
  testIgnore: 'tls/**',
  // A walk on this 2-core machine (server, two browsers and the test runner sharing it) takes 10–30 s; 60 s
  // leaves room for a busy CI machine without hiding a hung page (each expect still waits 5 s at most).
  timeout: 60_000,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  outputDir: `../test-results/e2e-${PORT}`,
  use: {
    baseURL,
    // Recording a trace costs the runner a third of its CPU on every walk (measured: 56 → 38 s user over the
    // catalogue and shell specs) although a passing walk throws it away; a failing walk is traced on its retry.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'phone',
      testIgnore: ['tls/**', LAST],
      grepInvert: DESKTOP_ONLY,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
    {
      name: 'desktop',
      testIgnore: ['tls/**', LAST],
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      // Walks that change a shared demo account for good (the shopper becomes a member) run after all the
      // others, so no spec depends on the order the files happen to run in. Alone: --no-deps.
      name: 'desktop-last',
      testMatch: LAST,
      dependencies: ['phone', 'desktop'],
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: storeWebServer({
    port: PORT,
    publicUrl: baseURL,
    dataDir: String(PORT),
    // The price-drop and back-in-stock detectors run every 2 s here (60 s by default), so the walks see alerts soon.
    // Rebates earn and release every 2 s, and the return window is 20 s instead of 7 days (issue 31's walk).
    env: { ALERTS_CHECK_EVERY_MS: '2000', REBATES_SETTLE_EVERY_MS: '2000', REBATE_RETURN_WINDOW_MS: '20000' },
  }),
});
