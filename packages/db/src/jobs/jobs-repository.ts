import { type BackgroundJob, isJobState, JOB_TRANSITIONS } from '@sulit/domain';
import type { Kysely, Selectable } from 'kysely';
import { deletedRows, updatedAny } from '../affected-rows';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';
import type { JobTable } from './jobs-tables';

const jobOf = (row: Selectable<JobTable>): BackgroundJob => ({
  id: Number(row.id),
  kind: row.kind,
  key: row.job_key,
  payload: row.payload,
  state: isJobState(row.state) ? row.state : 'queued',
  attempts: Number(row.attempts),
  max_attempts: Number(row.max_attempts),
  run_at: row.run_at,
  leased_until: row.leased_until,
  last_error: row.last_error,
  created_at: row.created_at,
  finished_at: row.finished_at,
});

/** Work to do in the background: its kind (which handler runs it), its once-only key and its JSON payload. */
export interface NewJob {
  kind: string;
  key: string;
  payload: unknown;
  maxAttempts: number;
  /** when it may first run (default: now) */
  runAt?: string;
}

/**
 * Puts a job in the queue, in the caller's transaction when given one (so the job exists exactly when the change
 * that asks for it does). A second job with the same key is not added: answers whether this one was.
 */
export async function enqueueJob(db: Kysely<DB>, job: NewJob, now: string): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      job_key: job.key,
      payload: JSON.stringify(job.payload ?? null),
      max_attempts: job.maxAttempts,
      run_at: job.runAt ?? now,
      created_at: now,
      leased_until: null,
      lease_token: null,
      last_error: null,
      finished_at: null,
    })
    .onConflict((oc) => oc.column('job_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The job queue (decision 033): taken once across workers, leased, retried with backoff, finished or dead. */
export function createJobsRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  return {
    enqueue: (job: NewJob, now: string) => enqueueJob(db, job, now),

    /**
     * Takes up to `limit` jobs for the worker `token` until `leasedUntil`: due queued jobs, and running ones whose
     * lease ran out (their worker died). One update over the chosen ids: on PostgreSQL the choice locks its rows and
     * skips rows another worker is taking (`for update skip locked`), and SQLite runs one write at a time; either
     * way a job goes to exactly one worker.
     */
    async take(input: {
      now: string;
      leasedUntil: string;
      token: string;
      limit: number;
      /** the kinds this worker can run: an instance of an older release leaves a newer kind to the others */
      kinds: readonly string[];
    }): Promise<BackgroundJob[]> {
      if (input.kinds.length === 0) return [];
      let due = db
        .selectFrom('jobs')
        .select('id')
        .where('kind', 'in', input.kinds)
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', input.now)]),
            eb.and([eb('state', '=', 'running'), eb('leased_until', '<=', input.now)]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(input.limit);
      if (engine === 'postgres') due = due.forUpdate().skipLocked();
      const rows = await db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          leased_until: input.leasedUntil,
          lease_token: input.token,
        }))
        .where('id', 'in', due)
        .where('state', 'in', JOB_TRANSITIONS.take)
        .returningAll()
        .execute();
      return rows.map(jobOf).sort((a, b) => a.id - b.id);
    },

    /** The job ran: done. Only its lease holder may (a worker whose lease ran out finds it changed nothing). */
    async finish(id: number, token: string, now: string): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('jobs')
          .set({ state: 'done', finished_at: now, leased_until: null, lease_token: null, last_error: null })
          .where('id', '=', id)
          .where('lease_token', '=', token)
          .where('state', 'in', JOB_TRANSITIONS.finish),
      );
    },

    /**
     * The worker still runs the job: its lease runs until `leasedUntil`. Only its lease holder may; false when the
     * lease was lost (it ran out and another worker took the job, or the job was settled).
     */
    async renew(id: number, token: string, leasedUntil: string): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('jobs')
          .set({ leased_until: leasedUntil })
          .where('id', '=', id)
          .where('lease_token', '=', token)
          .where('state', 'in', JOB_TRANSITIONS.renew),
      );
    },

    /** A try failed: the job waits for its next try at `run_at`, or is dead. Only its lease holder may. */
    async fail(
      id: number,
      token: string,
      outcome: { state: 'queued' | 'dead'; run_at: string | null; error: string; now: string },
    ): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('jobs')
          .set({
            state: outcome.state,
            ...(outcome.run_at ? { run_at: outcome.run_at } : {}),
            finished_at: outcome.state === 'dead' ? outcome.now : null,
            last_error: outcome.error,
            leased_until: null,
            lease_token: null,
          })
          .where('id', '=', id)
          .where('lease_token', '=', token)
          .where('state', 'in', JOB_TRANSITIONS.fail),
      );
    },

    /** Forgets finished jobs older than the given time (dead ones stay for an operator). */
    async purgeDone(beforeIso: string): Promise<number> {
      return deletedRows(db.deleteFrom('jobs').where('state', '=', 'done').where('finished_at', '<', beforeIso));
    },

    /** One job by its key (tests, the operator and the simulation's checks). */
    async byKey(key: string): Promise<BackgroundJob | null> {
      const row = await db.selectFrom('jobs').selectAll().where('job_key', '=', key).executeTakeFirst();
      return row ? jobOf(row) : null;
    },

    /** How many jobs stand in each state, per kind (the simulation's report, an operator's look). */
    async countsByState(): Promise<{ kind: string; state: string; jobs: number }[]> {
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', 'state', (eb) => eb.fn.countAll<number>().as('jobs')])
        .groupBy(['kind', 'state'])
        .orderBy('kind')
        .orderBy('state')
        .execute();
      return rows.map((r) => ({ kind: r.kind, state: r.state, jobs: Number(r.jobs) }));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
