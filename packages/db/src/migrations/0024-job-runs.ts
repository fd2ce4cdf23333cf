import type { Kysely } from 'kysely';

/**
 * Scheduled jobs run once per turn across instances (issue 34): a turn is claimed by inserting (job, turn);
 * the primary key lets exactly one instance's insert land.
 */
export function jobRuns() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('job_runs')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('turn', 'bigint', (c) => c.notNull())
        .addColumn('instance', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_runs_pk', ['job', 'turn'])
        .execute();
      await db.schema.createIndex('job_runs_started_idx').on('job_runs').column('started_at').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('job_runs').execute();
    },
  };
}
