import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobsRepository } from '@sulit/db';
import {
  type BackgroundJob,
  JOB_DEFAULT_MAX_ATTEMPTS,
  JOB_LEASE_MS,
  jobAfterFailedTry,
  jobLeaseRenewEveryMs,
} from '@sulit/domain';
import type { z } from 'zod';

/** One kind of background work: how its payload is checked and what runs it. Handlers are idempotent. */
export interface JobHandler<P> {
  kind: string;
  payload: z.ZodType<P>;
  /** tries before the job is dead (default JOB_DEFAULT_MAX_ATTEMPTS) */
  maxAttempts?: number;
  run(payload: P, job: BackgroundJob): Promise<unknown>;
}

interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions {
  jobs: JobsRepository;
  clock: () => Date;
  log: WorkerLog;
  /** jobs run at once by this worker */
  concurrency?: number;
  /** how often an idle worker looks for due jobs */
  pollEveryMs?: number;
  /** how long a job is this worker's once taken (JOB_LEASE_MS; shorter in tests); renewed while it runs */
  leaseMs?: number;
}

/** Decided: an idle worker looks for due jobs twice a second; it runs up to four at once. */
const JOB_POLL_EVERY_MS = 500;
const JOB_CONCURRENCY = 4;

/** A failure as the queue keeps it: the error's first line, short. */
function briefly(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n')[0]!.slice(0, 300);
}

/**
 * The worker of the one job system (issue 34, decision 033): takes due jobs from the shared queue under a lease,
 * runs each kind's handler with its checked payload, and marks it done, or failed with backoff until it is dead.
 * Every instance may enqueue; only instances whose role includes the worker (`SULIT_ROLE` worker or all) run it.
 */
export function createJobWorker({
  jobs,
  clock,
  log,
  concurrency = JOB_CONCURRENCY,
  pollEveryMs = JOB_POLL_EVERY_MS,
  leaseMs = JOB_LEASE_MS,
}: JobWorkerOptions) {
  const token = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, JobHandler<unknown>>();
  const running = new Set<Promise<void>>();
  const runningByKind = new Map<string, number>();
  /** the most jobs of one kind running at once: all but one slot (one, with a single slot) */
  const perKind = Math.max(1, concurrency - 1);
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<number> | null = null;

  async function settle(job: BackgroundJob, error: unknown): Promise<void> {
    const now = clock();
    const next = jobAfterFailedTry(job.attempts, job.max_attempts, now);
    await jobs.fail(job.id, token, { ...next, error: briefly(error), now: now.toISOString() });
    const details = { job: job.key, kind: job.kind, attempts: job.attempts, state: next.state, err: error };
    if (next.state === 'dead') log.error(details, 'background job dead');
    else log.warn(details, 'background job failed');
  }

  /**
   * Keeps the job's lease while its handler runs (decision 033's lease, renewed: issue 34), so a job longer than a
   * lease is not taken by a second worker. A lost lease cannot stop the handler (handlers are idempotent): it is
   * logged, and settling the job then changes nothing.
   */
  function keepLease(job: BackgroundJob): () => void {
    let lost = false;
    const renew = () => {
      if (lost) return;
      const until = new Date(clock().getTime() + leaseMs).toISOString();
      jobs.renew(job.id, token, until).then(
        (kept) => {
          if (kept || lost) return;
          lost = true;
          log.warn({ job: job.key, kind: job.kind }, 'background job lease lost while it ran');
        },
        (err: unknown) => log.warn({ job: job.key, err }, 'background job lease not renewed'),
      );
    };
    const timer = setInterval(renew, jobLeaseRenewEveryMs(leaseMs));
    timer.unref();
    return () => clearInterval(timer);
  }

  async function runJob(job: BackgroundJob): Promise<void> {
    const started = Date.now();
    const release = keepLease(job);
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for ${job.kind} on this worker`);
      // a job whose worker died on its last try is not run a time more than it may be
      if (job.attempts > job.max_attempts) throw new Error('its worker stopped during its last try');
      const result = await handler.run(handler.payload.parse(JSON.parse(job.payload)), job);
      await jobs.finish(job.id, token, clock().toISOString());
      log.info({ job: job.key, kind: job.kind, ms: Date.now() - started, result }, 'background job done');
    } catch (error) {
      await settle(job, error).catch((err: unknown) => log.error({ job: job.key, err }, 'background job not settled'));
    } finally {
      release();
    }
  }

  /**
   * Takes what this worker has room for and runs it; answers how many it took. No kind may fill every slot: one
   * stays for the others, so a slow kind (turns waiting out a silent SMTP server) cannot hold payment webhooks
   * back. Jobs are taken one at a time, each from the kinds still allowed.
   */
  async function takeAndRun(): Promise<number> {
    let took = 0;
    while (running.size < concurrency) {
      const kinds = [...handlers.keys()].filter((kind) => (runningByKind.get(kind) ?? 0) < perKind);
      if (kinds.length === 0) break;
      const now = clock();
      const [job] = await jobs.take({
        now: now.toISOString(),
        leasedUntil: new Date(now.getTime() + leaseMs).toISOString(),
        token,
        limit: 1,
        kinds,
      });
      if (!job) break;
      took++;
      runningByKind.set(job.kind, (runningByKind.get(job.kind) ?? 0) + 1);
      const run = runJob(job).finally(() => {
        running.delete(run);
        runningByKind.set(job.kind, (runningByKind.get(job.kind) ?? 1) - 1);
        // a freed slot takes the next due job now, not at the next poll: a queue busier than one poll's worth of
        // jobs (a payment webhook a shopper waits on) keeps moving
        if (timer) poll();
      });
      running.add(run);
    }
    return took;
  }

  function poll(): void {
    if (polling) return;
    polling = takeAndRun()
      .catch((error: unknown) => {
        log.error({ err: error }, 'job queue unreachable');
        return 0;
      })
      .finally(() => (polling = null));
  }

  return {
    register<P>(handler: JobHandler<P>): void {
      if (handlers.has(handler.kind)) throw new Error(`A job handler for ${handler.kind} is already registered`);
      handlers.set(handler.kind, handler as JobHandler<unknown>);
    },

    /** Queues a job of a registered kind (any instance may): false when a job with that key already exists. */
    async enqueue(kind: string, key: string, payload: unknown, runAt?: Date): Promise<boolean> {
      const handler = handlers.get(kind);
      if (!handler) throw new Error(`No job handler for ${kind}`);
      return jobs.enqueue(
        {
          kind,
          key,
          payload: handler.payload.parse(payload),
          maxAttempts: handler.maxAttempts ?? JOB_DEFAULT_MAX_ATTEMPTS,
          ...(runAt ? { runAt: runAt.toISOString() } : {}),
        },
        clock().toISOString(),
      );
    },

    /** Runs every job due now until none is left, and waits for them (tests, operators, the simulation). */
    async runDue(): Promise<void> {
      for (;;) {
        await polling;
        await Promise.all(running);
        if ((await takeAndRun()) === 0 && running.size === 0) return;
      }
    },

    start(): void {
      if (timer) return;
      timer = setInterval(poll, pollEveryMs);
      timer.unref();
      poll();
    },

    /** Stops taking jobs and waits for the running ones to finish (the drain on SIGTERM). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await polling;
      while (running.size > 0) await Promise.all(running);
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
