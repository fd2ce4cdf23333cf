import type { DatabaseEngine } from '@sulit/db';
import { inject } from 'vitest';
import { cloneTemplate, type TestDatabase } from './test-database';

export interface EngineCase {
  engine: DatabaseEngine;
  open(): Promise<TestDatabase>;
}

/**
 * The engines an integration suite runs on: SQLite always, PostgreSQL when the global setup reached one.
 * Use with `describe.each(testEngines())('$engine', ({ open }) => …)`.
 */
export function testEngines(): EngineCase[] {
  const { postgresUrl } = inject('testEngines');
  const cases: EngineCase[] = [{ engine: 'sqlite', open: () => cloneTemplate('sqlite', '') }];
  if (postgresUrl) cases.push({ engine: 'postgres', open: () => cloneTemplate('postgres', postgresUrl) });
  return cases;
}
