import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { createJobRunsRepository, type Database } from '@sulit/db';
import type { Scheduler } from './scheduler';

/** How long the record of who ran a turn is kept: enough for an operator to look back over a week. */
const TURNS_KEPT_MS = 7 * 24 * 3_600_000;

/** This process, as job_runs names it: the host and pid an operator recognises, and a few random bytes. */
const INSTANCE = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** Claims a job's turn in the shared database, so each turn runs on one instance (issue 34). */
export function claimTurnsIn(database: Database) {
  const runs = createJobRunsRepository(database.db);
  return (job: string, turn: number, now: Date) =>
    runs.claimTurn({ job, turn, instance: INSTANCE, now: now.toISOString() });
}

/** The daily job that forgets turns older than a week. */
export function registerTurnsPurge(scheduler: Scheduler, database: Database): void {
  const runs = createJobRunsRepository(database.db);
  scheduler.register({
    name: 'scheduler.purgeTurns',
    everyMs: 24 * 3_600_000,
    run: (now) => runs.purgeTurns(new Date(now.getTime() - TURNS_KEPT_MS).toISOString()),
  });
}
