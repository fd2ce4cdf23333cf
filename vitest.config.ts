import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/build/**', 'e2e/**'];

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
        },
      },
    ],
  },
});
