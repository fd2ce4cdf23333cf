import { type Database, migrateToLatest, openDatabase } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/server/src/app';

/**
 * The API as the in-process benchmarks build it (Fastify inject, no sockets, no pages): a production app over
 * the given database, migrated, with the catalogue cache lifetime given (0 reaches the database every time).
 */
export async function openBenchApi(
  databaseUrl: string,
  cacheMs: number,
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = openDatabase(databaseUrl);
  await migrateToLatest(database);
  const app = await buildApp({
    env: {
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      WEB_BUILD_DIR: 'var/bench/no-web',
      NODE_ENV: 'production',
      CATALOG_CACHE_MS: cacheMs,
    },
    database,
    serveWeb: false,
  });
  return { app, database };
}
