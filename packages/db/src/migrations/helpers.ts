import type { ColumnDefinitionBuilder } from 'kysely';
import type { DatabaseEngine } from '../connection';

/**
 * An auto-numbered integer primary key on either engine. Rows may still be inserted with explicit ids
 * (the seed does, so ids match across engines); `resetIdentitySequences` then moves PostgreSQL on.
 */
export function autoIdColumn(engine: DatabaseEngine, column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return engine === 'postgres'
    ? column.primaryKey().generatedByDefaultAsIdentity()
    : column.primaryKey().autoIncrement();
}
