import type { DatabaseEngine } from '@sulit/db';
import { inject } from 'vitest';
import { clonePostgresTemplate, cloneSqliteTemplate, type TestDatabase } from './test-database';

export interface EngineCase {
  engine: DatabaseEngine;
  open(): Promise<TestDatabase>;
}

/**
 * The engines an integration suite runs on: SQLite always, PostgreSQL when the global setup reached one.
 * Use with `describe.each(testEngines())('$engine', ({ open }) => …)`.
 */
export function testEngines(): EngineCase[] {
  const { sqliteTemplate, postgres } = inject('testEngines');
  const cases: EngineCase[] = [{ engine: 'sqlite', open: async () => cloneSqliteTemplate(sqliteTemplate) }];
  if (postgres) cases.push({ engine: 'postgres', open: () => clonePostgresTemplate(postgres) });
  return cases;
}
