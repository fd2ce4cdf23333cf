/**
 * One small scheduler for the server's periodic jobs (issue 9 item 11): housekeeping now, slot and order
 * jobs later. A job is `{ name, everyMs, run(now) }`; `now` comes from the injected clock, so tests drive
 * jobs with `tick()` and a clock of their own instead of waiting.
 *
 * Several instances run the same jobs against one database. Each turn of a job (its clock time divided by its
 * interval) is handed to the job queue once across instances (`handOff`: a job keyed by task and turn, issue 34,
 * decision 033), and one worker runs it, so a turn runs once even when instances started at different times;
 * clocks that differ by less than an interval still agree on a turn's number. A worker killed mid-turn loses its
 * lease and another worker runs the turn again, so jobs stay idempotent. Without `handOff` (unit tests, tools)
 * a due job runs here; one that throws is logged and runs again at its next turn.
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
  /**
   * how often the real timer checks for due jobs (default 250 ms, a quarter of the shortest interval, so a tick a
   * little late still lands inside the turn it was due in); tests call tick() instead
   */
  checkEveryMs?: number;
  /** hands a due turn to the job queue: false when it was already handed off (default: run it here) */
  handOff?: (job: string, turn: number, now: Date) => Promise<boolean>;
}

/** A job's turn at a time: which interval of its own the time falls in. */
export const turnOf = (job: Job, now: Date): number => Math.floor(now.getTime() / job.everyMs);

export function createScheduler({ clock, log, checkEveryMs = 250, handOff }: SchedulerOptions) {
  const jobs = new Map<string, { job: Job; nextAt: number; running: boolean }>();
  let timer: NodeJS.Timeout | null = null;

  async function runOne(
    entry: { job: Job; nextAt: number; running: boolean },
    now: Date,
    here: boolean,
  ): Promise<boolean> {
    entry.running = true;
    // due again at the start of its next turn, not an interval after this tick: a late tick does not skip a turn
    entry.nextAt = (turnOf(entry.job, now) + 1) * entry.job.everyMs;
    const started = Date.now();
    try {
      if (!here && handOff) return await handOff(entry.job.name, turnOf(entry.job, now), now);
      const result = await entry.job.run(now);
      log.info({ job: entry.job.name, ms: Date.now() - started, result }, 'scheduled job done');
    } catch (error) {
      log.error({ job: entry.job.name, err: error }, 'scheduled job failed');
    } finally {
      entry.running = false;
    }
    return true;
  }

  return {
    /** Adds a job; its first run comes one interval after it is registered (by the injected clock). */
    register(job: Job): void {
      if (jobs.has(job.name)) throw new Error(`A job named ${job.name} is already registered`);
      if (!Number.isFinite(job.everyMs) || job.everyMs < 1_000) throw new Error(`${job.name}: everyMs must be ≥ 1000`);
      jobs.set(job.name, { job, nextAt: clock().getTime() + job.everyMs, running: false });
    },

    /** Runs (or hands off) every job whose time has come by the clock and whose turn was not handed off yet. */
    async tick(): Promise<string[]> {
      const now = clock();
      const due = [...jobs.values()].filter((e) => !e.running && e.nextAt <= now.getTime());
      const ran = await Promise.all(due.map((entry) => runOne(entry, now, false)));
      return due.filter((_, i) => ran[i]).map((e) => e.job.name);
    },

    /** Runs one job now, whatever its schedule and whoever has the turn (operators and tests). */
    async runNow(name: string): Promise<void> {
      const entry = jobs.get(name);
      if (!entry) throw new Error(`No job named ${name}`);
      await runOne(entry, clock(), true);
    },

    /** Runs a turn a worker took from the queue at the turn's time; a failure throws, so the worker retries it. */
    async runTurn(name: string, at: Date): Promise<unknown> {
      const entry = jobs.get(name);
      if (!entry) throw new Error(`No job named ${name}`);
      return entry.job.run(at);
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
