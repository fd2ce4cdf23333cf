import type { Database } from '@sulit/db';
import { type AppOptions, buildApp } from './app';

/** A fully wired API (no page rendering) over the given database, with a fixed clock. */
export function buildTestApp(database: Database, now: Date, env: Partial<AppOptions['env']> = {}) {
  return buildApp({
    env: {
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-1234',
      WEB_BUILD_DIR: 'apps/web/build',
      NODE_ENV: 'test',
      ...env,
    },
    database,
    clock: () => now,
    serveWeb: false,
  });
}
