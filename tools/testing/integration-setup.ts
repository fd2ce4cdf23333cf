import { rmSync } from 'node:fs';
import { migrateToLatest, openDatabase } from '@sulit/db';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../seed/src/seed-demo-data';
import {
  DEFAULT_TEST_DATABASE_URL,
  postgresTemplateName,
  sqliteTemplatePath,
  TEST_NOW,
  TEST_SCALE,
  withDatabaseName,
} from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** engines the integration tests run against, and the PostgreSQL admin URL when it is one of them */
    testEngines: { sqliteTemplate: string; postgres: { adminUrl: string; template: string } | null };
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

async function buildSqliteTemplate(path: string): Promise<void> {
  const sqlite = openDatabase(`file:${path}`);
  await migrateToLatest(sqlite);
  await seedDemoData(sqlite, { ...TEST_SCALE, now: TEST_NOW });
  await sqlite.close();
}

async function buildPostgresTemplate(adminUrl: string, name: string): Promise<{ adminUrl: string; template: string }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const template = openDatabase(withDatabaseName(adminUrl, name));
  await migrateToLatest(template);
  await seedDemoData(template, { ...TEST_SCALE, now: TEST_NOW });
  await template.close();
  return { adminUrl, template: name };
}

/** Builds one seeded template per engine; each test file then clones it (a file copy or CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const suffix = String(process.pid);
  const sqliteTemplate = sqliteTemplatePath(suffix);
  const pgTemplate = postgresTemplateName(suffix);
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  // The two templates are built side by side: SQLite's seeding runs on this process's CPU while PostgreSQL's waits
  // on the server, so together they take little longer than the slower one alone.
  const [, postgres] = await Promise.all([
    buildSqliteTemplate(sqliteTemplate),
    postgresReachable(adminUrl).then((reachable) => (reachable ? buildPostgresTemplate(adminUrl, pgTemplate) : null)),
  ]);
  if (postgres) console.log(`Integration tests run on SQLite and on PostgreSQL (${new URL(adminUrl).host}).`);
  else
    console.log(
      `\n*** PostgreSQL integration tests SKIPPED: no PostgreSQL answered at ${adminUrl} (set TEST_DATABASE_URL). ***\n`,
    );
  project.provide('testEngines', { sqliteTemplate, postgres });

  return async function teardown() {
    for (const ext of ['', '-wal', '-shm']) rmSync(sqliteTemplate + ext, { force: true });
    if (!postgres) return;
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${postgres.template} with (force)`);
    await admin.end();
  };
}
