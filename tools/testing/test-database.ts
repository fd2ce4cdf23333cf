import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Database, openDatabase } from '@sulit/db';
import pg from 'pg';

/** Where integration tests keep their SQLite files. */
const TEST_VAR_DIR = resolve(import.meta.dirname, '../../var/test');
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The scale of the seeded template every integration test starts from. */
export const TEST_SCALE = { ownProducts: 240, thirdPartyProducts: 60 } as const;
/** The template's fixed clock, so generated campaign windows and dates are the same on every run. */
export const TEST_NOW = new Date('2026-11-21T04:00:00.000Z');

/** Templates are named per run, so runs on one machine never share or delete each other's template. */
export function sqliteTemplatePath(run: string): string {
  return resolve(TEST_VAR_DIR, `template-${run}.db`);
}

export function postgresTemplateName(run: string): string {
  return `sulit_test_template_${run}`;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface TestDatabase extends Database {
  /** closes and deletes the copy */
  dispose(): Promise<void>;
}

/** A private copy of the seeded SQLite template, so tests may write freely and run in parallel. */
export function cloneSqliteTemplate(templatePath: string): TestDatabase {
  mkdirSync(TEST_VAR_DIR, { recursive: true });
  const path = resolve(TEST_VAR_DIR, `${randomUUID()}.db`);
  copyFileSync(templatePath, path);
  const database = openDatabase(`file:${path}`);
  return {
    ...database,
    async dispose() {
      await database.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    },
  };
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A private PostgreSQL database made from the seeded template with CREATE DATABASE … TEMPLATE. */
export async function clonePostgresTemplate(source: { adminUrl: string; template: string }): Promise<TestDatabase> {
  const name = `sulit_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await admin(source.adminUrl, (c) => c.query(`create database ${name} template ${source.template}`));
  const database = openDatabase(withDatabaseName(source.adminUrl, name), { poolSize: 4 });
  return {
    ...database,
    async dispose() {
      await database.close();
      await admin(source.adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
