import { createJobsRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { featuresOf } from '../app';
import { buildTestApp } from '../test-app';
import { createJobWorker } from './job-worker';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const Payload = z.object({ order: z.number().int() }).strict();

describe.each(testEngines())(
  'background jobs through the one queue on $engine (issue 34, decision 033)',
  ({ open }) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await open();
    });
    afterAll(() => database.dispose());

    it('retries a failed job after its backoff and finishes it once', async () => {
      let now = new Date(TEST_NOW.getTime());
      const worker = createJobWorker({
        jobs: createJobsRepository(database.db, database.engine),
        clock: () => now,
        log: quietLog,
      });
      const runs: number[] = [];
      worker.register({
        kind: 'test.flaky',
        payload: Payload,
        maxAttempts: 3,
        run: async ({ order }) => {
          runs.push(order);
          if (runs.length === 1) throw new Error('provider away');
        },
      });
      expect(await worker.enqueue('test.flaky', 'flaky-order-7', { order: 7 })).toBe(true);
      expect(await worker.enqueue('test.flaky', 'flaky-order-7', { order: 7 })).toBe(false);
      await worker.runDue();
      expect(runs).toEqual([7]);
      now = new Date(now.getTime() + 4_999);
      await worker.runDue();
      expect(runs).toEqual([7]);
      now = new Date(now.getTime() + 1);
      await worker.runDue();
      await worker.runDue();
      expect(runs).toEqual([7, 7]);
      const job = await createJobsRepository(database.db, database.engine).byKey('flaky-order-7');
      expect(job).toMatchObject({ state: 'done', attempts: 2, last_error: null });
    });

    it("runs a killed worker's job on another worker once the lease ran out, and refuses a bad payload", async () => {
      let now = new Date(TEST_NOW.getTime() + 3_600_000);
      const jobs = createJobsRepository(database.db, database.engine);
      const survivor = createJobWorker({ jobs, clock: () => now, log: quietLog });
      const runs: number[] = [];
      survivor.register({ kind: 'test.lease', payload: Payload, run: async ({ order }) => void runs.push(order) });
      await survivor.enqueue('test.lease', 'lease-order-9', { order: 9 });
      // a worker takes it and is killed mid-job: nothing marks it done
      expect(
        await jobs.take({
          now: now.toISOString(),
          leasedUntil: new Date(now.getTime() + 60_000).toISOString(),
          token: 'killed',
          kinds: ['test.lease'],
          limit: 10,
        }),
      ).toHaveLength(1);
      await survivor.runDue();
      expect(runs).toEqual([]);
      now = new Date(now.getTime() + 60_000);
      await survivor.runDue();
      expect(runs).toEqual([9]);
      expect(await jobs.byKey('lease-order-9')).toMatchObject({ state: 'done', attempts: 2 });
      await expect(survivor.enqueue('test.lease', 'bad', { order: 'nine' })).rejects.toThrow();
      await expect(survivor.enqueue('test.unknown', 'x', {})).rejects.toThrow(/No job handler/);
    });

    it('keeps a job longer than its lease from a second worker by renewing the lease while it runs', async () => {
      const jobs = createJobsRepository(database.db, database.engine);
      const clock = () => new Date();
      // a 600 ms lease renewed every 200 ms; the job takes 2 s, more than three leases
      const holder = createJobWorker({ jobs, clock, log: quietLog, leaseMs: 600 });
      const other = createJobWorker({ jobs, clock, log: quietLog, leaseMs: 600 });
      const runs: string[] = [];
      const slow = (who: string) => async () => {
        runs.push(who);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      };
      holder.register({ kind: 'test.long', payload: Payload, run: slow('holder') });
      other.register({ kind: 'test.long', payload: Payload, run: slow('other') });
      await holder.enqueue('test.long', 'long-order-11', { order: 11 });
      const holding = holder.runDue();
      // the holder has it (two workers asking at the same instant is a race either may win)
      while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      // the other worker keeps looking for due jobs the whole time the first one runs
      const until = Date.now() + 2_200;
      while (Date.now() < until) {
        await Promise.all([other.runDue(), new Promise((resolve) => setTimeout(resolve, 100))]);
      }
      await holding;
      expect(runs).toEqual(['holder']);
      expect(await jobs.byKey('long-order-11')).toMatchObject({ state: 'done', attempts: 1 });
    });
  },
);

describe.each(testEngines())('a busy job queue keeps moving on $engine (issue 34)', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());

  /** Waits until `done` holds, checking every 20 ms, for at most `ms`. */
  async function until(done: () => boolean, ms: number): Promise<void> {
    const end = Date.now() + ms;
    while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('takes the next due job as a slot frees, not at the next poll', async () => {
    const jobs = createJobsRepository(database.db, database.engine);
    // one slot and a poll a minute: only taking on each finish gets five jobs done in a few seconds
    const worker = createJobWorker({
      jobs,
      clock: () => new Date(),
      log: quietLog,
      concurrency: 1,
      pollEveryMs: 60_000,
    });
    const runs: number[] = [];
    worker.register({ kind: 'test.quick', payload: Payload, run: async ({ order }) => void runs.push(order) });
    for (const order of [1, 2, 3, 4, 5]) await worker.enqueue('test.quick', `quick-${order}`, { order });
    worker.start();
    await until(() => runs.length === 5, 5_000);
    await worker.stop();
    expect(runs.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a slot for other kinds while one kind is slow', async () => {
    const jobs = createJobsRepository(database.db, database.engine);
    const worker = createJobWorker({ jobs, clock: () => new Date(), log: quietLog, concurrency: 2, pollEveryMs: 50 });
    const runs: string[] = [];
    worker.register({
      kind: 'test.slow',
      payload: Payload,
      run: async ({ order }) => {
        runs.push(`slow-${order}`);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      },
    });
    worker.register({
      kind: 'test.webhook',
      payload: Payload,
      run: async ({ order }) => void runs.push(`hook-${order}`),
    });
    // two slow jobs queued first would fill both slots; the webhook behind them runs beside the first
    await worker.enqueue('test.slow', 'slow-1', { order: 1 });
    await worker.enqueue('test.slow', 'slow-2', { order: 2 });
    await worker.enqueue('test.webhook', 'hook-3', { order: 3 });
    worker.start();
    await until(() => runs.includes('hook-3'), 1_000);
    expect(runs).toEqual(['slow-1', 'hook-3']);
    await worker.stop();
    await worker.runDue();
    expect(runs).toEqual(['slow-1', 'hook-3', 'slow-2']);
  });
});

describe.each(testEngines())('which instances run background jobs on $engine (SULIT_ROLE, issue 34)', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());

  it('runs no job on a web instance, and the queued turn on an instance with the worker', async () => {
    // two instances on one database: each app's close leaves the database to the suite
    const shared = { ...database, close: async () => undefined };
    const web = await buildTestApp(shared, { env: { SULIT_ROLE: 'web' } });
    const worker = await buildTestApp(shared, { env: { SULIT_ROLE: 'worker' } });
    try {
      await web.ready();
      await worker.ready();
      const jobs = createJobsRepository(database.db, database.engine);
      await featuresOf(web).jobs.enqueue('scheduler.turn', 'customers:housekeeping#1', {
        task: 'customers:housekeeping',
        at: TEST_NOW.toISOString(),
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await jobs.byKey('customers:housekeeping#1')).toMatchObject({ state: 'done', attempts: 1 });
    } finally {
      await web.close();
      await worker.close();
    }
  });

  it('leaves a queued job alone while only web instances run', async () => {
    const web = await buildTestApp({ ...database, close: async () => undefined }, { env: { SULIT_ROLE: 'web' } });
    try {
      await web.ready();
      await featuresOf(web).jobs.enqueue('scheduler.turn', 'customers:housekeeping#2', {
        task: 'customers:housekeeping',
        at: TEST_NOW.toISOString(),
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const jobs = createJobsRepository(database.db, database.engine);
      expect(await jobs.byKey('customers:housekeeping#2')).toMatchObject({ state: 'queued', attempts: 0 });
    } finally {
      await web.close();
    }
  });
});
