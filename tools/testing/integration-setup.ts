import { rmSync } from 'node:fs';
import { migrateToLatest, openDatabase } from '@sulit/db';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../seed/src/seed-demo-data';
import {
  DEFAULT_TEST_DATABASE_URL,
  PG_TEMPLATE_NAME,
  SQLITE_TEMPLATE,
  TEST_NOW,
  TEST_SCALE,
  TEST_VAR_DIR,
  withDatabaseName,
} from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** engines the integration tests run against, and the PostgreSQL admin URL when it is one of them */
    testEngines: { sqlite: true; postgresUrl: string | null };
  }
}

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Builds one seeded template per engine; each test file then clones it (a file copy or CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject): Promise<void> {
  rmSync(TEST_VAR_DIR, { recursive: true, force: true });
  const sqlite = openDatabase(`file:${SQLITE_TEMPLATE}`);
  await migrateToLatest(sqlite);
  await seedDemoData(sqlite, { ...TEST_SCALE, now: TEST_NOW });
  await sqlite.close();

  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  let postgresUrl: string | null = null;
  if (await postgresReachable(adminUrl)) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_NAME} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_NAME}`);
    await admin.end();
    const template = openDatabase(withDatabaseName(adminUrl, PG_TEMPLATE_NAME));
    await migrateToLatest(template);
    await seedDemoData(template, { ...TEST_SCALE, now: TEST_NOW });
    await template.close();
    postgresUrl = adminUrl;
    console.log(`Integration tests run on SQLite and on PostgreSQL (${new URL(adminUrl).host}).`);
  } else {
    console.log(
      `\n*** PostgreSQL integration tests SKIPPED: no PostgreSQL answered at ${adminUrl} (set TEST_DATABASE_URL). ***\n`,
    );
  }
  project.provide('testEngines', { sqlite: true, postgresUrl });
}
