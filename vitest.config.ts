import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/build/**', 'e2e/**'];

/**
 * How the suites share this 2-core machine (decision 042, figures there). Vitest's default is one worker fewer
 * than the cores (here: one file at a time) and a fresh module graph per file (each integration file spent ~4 s
 * importing the server again). Files share a worker's modules instead: every file opens its own database copy
 * and app, and holds no state at module level that another file reads. `VITEST_ISOLATE=1` restores a fresh
 * graph per file (to tell a leak between files from a real failure); `VITEST_INTEGRATION_WORKERS` sets the
 * integration project's files at once.
 */
const isolate = process.env.VITEST_ISOLATE === '1';
/** Unit tests are CPU work: one file per core. */
const UNIT_WORKERS = 2;
/** An integration file mostly waits (PostgreSQL, scrypt on libuv's threads, timers): three keep two cores busy. */
const INTEGRATION_WORKERS = Number(process.env.VITEST_INTEGRATION_WORKERS ?? 3);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.ts',
            'tools/*/src/**/*.test.ts',
          ],
          exclude: [...exclude, '**/*.int.test.ts'],
          maxWorkers: UNIT_WORKERS,
          isolate,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude,
          globalSetup: ['tools/testing/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: INTEGRATION_WORKERS,
          isolate,
        },
      },
    ],
  },
});
