import type { FastifyInstance } from 'fastify';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: (now: Date) => Promise<void>;
  /** also run once when the scheduler starts */
  atStart?: boolean;
}

/** The server's jobs (checkout's holds, slots, payment reconciliation and idempotency records). */
export function scheduledJobs(app: FastifyInstance): ScheduledJob[] {
  const jobs = app.checkout.jobs;
  return [
    { name: 'expireSlotHolds', everyMs: 60_000, run: jobs.expireSlotHolds },
    { name: 'rollSlotsForward', everyMs: 3_600_000, run: jobs.rollSlotsForward, atStart: true },
    { name: 'reconcilePayments', everyMs: 5 * 60_000, run: jobs.reconcilePayments },
    { name: 'purgeIdempotencyKeys', everyMs: 24 * 3_600_000, run: jobs.purgeIdempotencyKeys },
  ];
}

/**
 * Runs each job on its own timer in this process; a run never overlaps the previous one of the same job, a
 * failure is logged and retried at the next tick, and the timers stop when the app closes. The jobs are
 * safe to run in several instances at once (their writes are conditional), so each instance runs them.
 */
export function startScheduler(
  app: FastifyInstance,
  jobs: readonly ScheduledJob[],
  clock: () => Date = () => new Date(),
) {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      job
        .run(clock())
        .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'scheduled job failed'))
        .finally(() => {
          running = false;
        });
    };
    if (job.atStart) tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
