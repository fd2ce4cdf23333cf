import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';

export function createHealthRepository(db: Kysely<DB>) {
  return {
    /** True when the database answers a trivial query. */
    async ping(): Promise<boolean> {
      const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
      return Number(result.rows[0]?.ok) === 1;
    },
  };
}
