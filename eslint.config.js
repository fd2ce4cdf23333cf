import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webStructure from './tools/eslint/web-structure.js';

/** Dependencies point one way (DESIGN §2): domain ← contracts ← db ← server; web uses contracts and domain. */
const boundaries = [
  {
    files: ['packages/domain/**'],
    banned: ['@sulit/contracts*', '@sulit/db*', '@sulit/server*', '@sulit/web*', 'zod', 'kysely', 'node:*'],
    why: 'domain is pure rules: no I/O, no other layers',
  },
  {
    files: ['packages/contracts/**'],
    banned: ['@sulit/db*', '@sulit/server*', '@sulit/web*'],
    why: 'contracts depend on domain only',
  },
  {
    files: ['packages/db/**'],
    banned: ['@sulit/server*', '@sulit/web*', '@sulit/contracts*'],
    why: 'the data layer knows nothing of HTTP or pages',
  },
  {
    files: ['apps/web/**'],
    banned: ['@sulit/db*', '@sulit/server*', 'kysely', 'better-sqlite3', 'pg'],
    why: 'pages reach data only through the HTTP API',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'var/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Kysely migrations are typed Kysely<any> on purpose: they are frozen against the schema of their day.
    files: ['packages/db/src/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...boundaries.map(({ files, banned, why }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: banned, message: `Layer boundary: ${why}.` }] }],
    },
  })),
  {
    // Features do not import each other's insides; the composition root (app.ts) wires them.
    files: ['apps/server/src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^\\.\\./[a-z-]+/', message: 'Features do not import each other; wire them in app.ts.' }],
        },
      ],
    },
  },
  {
    // Repositories answer domain types (issue 26): row types of the tables stay inside packages/db.
    files: ['apps/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sulit/db', '@sulit/db/*'],
              importNamePattern: '^[A-Z]\\w*Rows?$',
              message: 'Row types stay in packages/db: use the domain type the repository answers.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app: no import cycles, and features do not import each other (shared UI in app/components,
    // the data layer in app/lib; routes, the root and app/shell compose features).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { web: webStructure },
    rules: {
      'web/no-import-cycles': 'error',
      'web/feature-boundaries': 'error',
      // sonner loads with the first toast (issue 13): its own toast() would reach no Toaster before that
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              allowTypeImports: true,
              message: 'Show toasts with app/lib/toast.tsx, which loads sonner.',
            },
            // The browser runs Preact's compatibility layer (decision 019), which has React 18's API.
            {
              name: 'react',
              importNames: ['use', 'useActionState', 'useOptimistic'],
              message: 'React 19-only: the browser hydrates with preact/compat (decision 019).',
            },
            {
              name: 'react-dom',
              importNames: [
                'preload',
                'preconnect',
                'prefetchDNS',
                'preinit',
                'preinitModule',
                'preloadModule',
                'useFormStatus',
                // preact/compat's flushSync only calls its callback: nothing renders synchronously
                'flushSync',
              ],
              message:
                "React 19-only: the browser hydrates with preact/compat (decision 019); use a route's meta or links.",
            },
          ],
        },
      ],
    },
  },
);
