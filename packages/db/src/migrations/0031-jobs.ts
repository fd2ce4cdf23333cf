import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * One job system for background work (issue 34, decision 033): a job is a row of `jobs` that one worker takes by a
 * conditional update (PostgreSQL: `for update skip locked`) under a lease, runs, and marks done; a failed try waits
 * with backoff (`run_at`); a killed worker's job is taken again once `leased_until` passes. `job_key` is unique, so
 * enqueueing the same work twice (a scheduled task's turn from two instances, a webhook event) makes one job.
 * Frozen once merged.
 */
export function jobs(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('job_key', 'text', (c) => c.notNull().unique())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('leased_until', 'text')
        .addColumn('lease_token', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      // what a worker's claim filters and sorts by: due queued jobs, and running ones whose lease ran out
      await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'run_at']).execute();
      await db.schema.createIndex('jobs_lease_idx').on('jobs').columns(['state', 'leased_until']).execute();
      await db.schema.createIndex('jobs_finished_idx').on('jobs').column('finished_at').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('jobs').execute();
    },
  };
}
