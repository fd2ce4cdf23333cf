import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

/**
 * Files that run longest start first, so no worker is left with a long file while the others sit idle. Vitest
 * orders by the last run's durations when it has them, else by source size: the fuzz suite is 26 lines and runs
 * for 70–100 s, so on a fresh clone (CI) it would start last and run alone at the end.
 */
const LONGEST_FIRST = ['tools/fuzz/src/fuzz.int.test.ts'];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONGEST_FIRST.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
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
