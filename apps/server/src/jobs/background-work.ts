import { createJobsRepository, type Database } from '@sulit/db';
import { scheduledJobKey } from '@sulit/domain';
import { z } from 'zod';
import { createScheduler } from '../scheduler/scheduler';
import { createJobWorker } from './job-worker';

/** Which work an instance does (`SULIT_ROLE`): serve requests, run background jobs, or both (`npm start`). */
type InstanceRole = 'web' | 'worker' | 'all';

/** The job kind of a scheduled task's turn. */
const SCHEDULED_TURN = 'scheduler.turn';
/** Decided: a turn that failed is tried twice more, then the next turn does its work. */
const TURN_ATTEMPTS = 3;
/** How long finished jobs are kept: enough for an operator to look back over a week. */
const DONE_KEPT_MS = 7 * 24 * 3_600_000;

interface BackgroundLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The background work of an instance (issue 34, decision 033): one job queue in the database, a worker that runs
 * it, and the scheduler, which hands each turn of a scheduled task to the queue once across instances. Every role
 * may enqueue; only `worker` and `all` poll the queue and tick the scheduler, so web instances run no jobs.
 */
export function createBackgroundWork(deps: {
  database: Database;
  clock: () => Date;
  log: BackgroundLog;
  role: InstanceRole;
}) {
  const queue = createJobsRepository(deps.database.db, deps.database.engine);
  const worker = createJobWorker({ jobs: queue, clock: deps.clock, log: deps.log });
  const scheduler = createScheduler({
    clock: deps.clock,
    log: deps.log,
    handOff: (task, turn, at) =>
      worker.enqueue(SCHEDULED_TURN, scheduledJobKey(task, turn), { task, at: at.toISOString() }),
  });
  worker.register({
    kind: SCHEDULED_TURN,
    payload: z.object({ task: z.string().min(1).max(200), at: z.iso.datetime() }).strict(),
    maxAttempts: TURN_ATTEMPTS,
    run: ({ task, at }) => scheduler.runTurn(task, new Date(at)),
  });
  scheduler.register({
    name: 'jobs.purgeDone',
    everyMs: 24 * 3_600_000,
    run: (now) => queue.purgeDone(new Date(now.getTime() - DONE_KEPT_MS).toISOString()),
  });
  const runsJobs = deps.role !== 'web';
  return {
    scheduler,
    worker,
    runsJobs,
    start(): void {
      if (!runsJobs) return;
      scheduler.start();
      worker.start();
    },
    /** Stops ticking and taking jobs, and waits for the running ones (SIGTERM's "finish jobs"). */
    async stop(): Promise<void> {
      await scheduler.stop();
      await worker.stop();
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
