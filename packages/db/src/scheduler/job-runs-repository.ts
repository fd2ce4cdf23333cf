import type { Kysely } from 'kysely';
import { deletedRows } from '../affected-rows';
import type { DB } from '../schema';

/** Who runs each turn of a scheduled job when several instances share the database. */
export function createJobRunsRepository(db: Kysely<DB>) {
  return {
    /** Claims a job's turn for an instance: true for the one insert that lands, false for every other. */
    async claimTurn(input: { job: string; turn: number; instance: string; now: string }): Promise<boolean> {
      const result = await db
        .insertInto('job_runs')
        .values({ job: input.job, turn: input.turn, instance: input.instance, started_at: input.now })
        .onConflict((oc) => oc.columns(['job', 'turn']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Forgets turns started before the given time (they only say who ran what). */
    async purgeTurns(beforeIso: string): Promise<number> {
      return deletedRows(db.deleteFrom('job_runs').where('started_at', '<', beforeIso));
    },
  };
}
