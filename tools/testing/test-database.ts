import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Database, type DatabaseEngine, openDatabase } from '@sulit/db';
import pg from 'pg';

/** Where integration tests keep their SQLite files; wiped by the global setup. */
export const TEST_VAR_DIR = resolve(import.meta.dirname, '../../var/test');
export const SQLITE_TEMPLATE = resolve(TEST_VAR_DIR, 'template.db');
export const PG_TEMPLATE_NAME = 'sulit_test_template';
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The scale of the seeded template every integration test starts from. */
export const TEST_SCALE = { ownProducts: 240, thirdPartyProducts: 60 } as const;
/** The template's fixed clock, so generated campaign windows and dates are the same on every run. */
export const TEST_NOW = new Date('2026-11-21T04:00:00.000Z');

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface TestDatabase extends Database {
  /** closes and deletes the copy */
  dispose(): Promise<void>;
}

/** A private copy of the seeded template, so tests may write freely and run in parallel. */
export async function cloneTemplate(engine: DatabaseEngine, adminUrl: string): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    mkdirSync(TEST_VAR_DIR, { recursive: true });
    const path = resolve(TEST_VAR_DIR, `${randomUUID()}.db`);
    copyFileSync(SQLITE_TEMPLATE, path);
    const database = openDatabase(`file:${path}`);
    return {
      ...database,
      async dispose() {
        await database.close();
        for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
      },
    };
  }
  const name = `sulit_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${PG_TEMPLATE_NAME}`);
  } finally {
    await admin.end();
  }
  const database = openDatabase(withDatabaseName(adminUrl, name), { poolSize: 4 });
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
