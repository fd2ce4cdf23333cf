/**
 * One small scheduler for the server's periodic jobs (issue 9 item 11): housekeeping now, slot and order
 * jobs later. A job is `{ name, everyMs, run(now) }`; `now` comes from the injected clock, so tests drive
 * jobs with `tick()` and a clock of their own instead of waiting.
 *
 * Several instances may run the same jobs against one database: a job must be idempotent (deleting what
 * is expired twice deletes nothing the second time), so no leader election is needed. A job that throws is
 * logged and runs again at its next turn; a job still running when its turn comes again is skipped.
 */
export interface Job {
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
}

interface SchedulerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SchedulerOptions {
  clock: () => Date;
  log: SchedulerLog;
  /** how often the real timer checks for due jobs (default 1 s); tests call tick() instead */
  checkEveryMs?: number;
}

export function createScheduler({ clock, log, checkEveryMs = 1_000 }: SchedulerOptions) {
  const jobs = new Map<string, { job: Job; nextAt: number; running: boolean }>();
  let timer: NodeJS.Timeout | null = null;

  async function runOne(entry: { job: Job; nextAt: number; running: boolean }, now: Date): Promise<void> {
    entry.running = true;
    entry.nextAt = now.getTime() + entry.job.everyMs;
    const started = Date.now();
    try {
      const result = await entry.job.run(now);
      log.info({ job: entry.job.name, ms: Date.now() - started, result }, 'scheduled job done');
    } catch (error) {
      log.error({ job: entry.job.name, err: error }, 'scheduled job failed');
    } finally {
      entry.running = false;
    }
  }

  return {
    /** Adds a job; its first run comes one interval after it is registered (by the injected clock). */
    register(job: Job): void {
      if (jobs.has(job.name)) throw new Error(`A job named ${job.name} is already registered`);
      if (!Number.isFinite(job.everyMs) || job.everyMs < 1_000) throw new Error(`${job.name}: everyMs must be ≥ 1000`);
      jobs.set(job.name, { job, nextAt: clock().getTime() + job.everyMs, running: false });
    },

    /** Runs every job whose time has come by the clock; resolves when they are done. */
    async tick(): Promise<string[]> {
      const now = clock();
      const due = [...jobs.values()].filter((e) => !e.running && e.nextAt <= now.getTime());
      await Promise.all(due.map((entry) => runOne(entry, now)));
      return due.map((e) => e.job.name);
    },

    /** Runs one job now, whatever its schedule (operators and tests). */
    async runNow(name: string): Promise<void> {
      const entry = jobs.get(name);
      if (!entry) throw new Error(`No job named ${name}`);
      await runOne(entry, clock());
    },

    get jobNames(): string[] {
      return [...jobs.keys()];
    },

    start(): void {
      if (timer) return;
      timer = setInterval(() => void this.tick(), checkEveryMs);
      timer.unref();
    },

    /** Stops the timer and waits for running jobs to finish. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      while ([...jobs.values()].some((e) => e.running)) await new Promise((r) => setTimeout(r, 10));
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
