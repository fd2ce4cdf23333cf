import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './connection';
import { initial } from './migrations/0001-initial';

/** The one ordered migration set. Append new entries; never edit a merged one. */
function migrationsFor(database: Database): Record<string, Migration> {
  return {
    '0001-initial': initial(database.engine),
  };
}

export async function migrateToLatest(database: Database): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(database) };
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
