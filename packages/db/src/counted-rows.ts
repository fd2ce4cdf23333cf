import type { SelectQueryBuilder } from 'kysely';
import type { DB } from './schema';

/**
 * How many rows a select matches. PostgreSQL answers count(*) as a bigint string and SQLite as a number, so
 * the count is read here once, as `deletedRows` and `updatedRows` read what a change did.
 */
export async function countedRows<T extends keyof DB>(query: SelectQueryBuilder<DB, T, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
