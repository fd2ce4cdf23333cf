import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobsRepository } from './jobs-repository';

/** the kinds these tests queue: a worker takes only kinds it can run */
const KINDS = ['claim-once', 'tick', 'lease', 'flaky'];

const at = (ms: number) => new Date(TEST_NOW.getTime() + ms).toISOString();
const NOW = at(0);

describe.each(testEngines())('the job queue on $engine (issue 34, decision 033)', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());

  it('gives each of 20 jobs to exactly one of 50 workers taking at once', async () => {
    const jobs = createJobsRepository(database.db, database.engine);
    for (let i = 0; i < 20; i++) {
      await jobs.enqueue({ kind: 'claim-once', key: `claim-once-${i}`, payload: { i }, maxAttempts: 3 }, NOW);
    }
    const taken = await Promise.all(
      Array.from({ length: 50 }, (_, w) =>
        jobs.take({ now: NOW, leasedUntil: at(60_000), token: `worker-${w}`, limit: 2, kinds: KINDS }),
      ),
    );
    const ids = taken
      .flat()
      .filter((job) => job.kind === 'claim-once')
      .map((job) => job.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    for (const job of taken.flat()) {
      expect(job.state).toBe('running');
      expect(job.attempts).toBe(1);
    }
    // nothing is left to take while the leases hold
    expect(
      await jobs.take({ now: at(1_000), leasedUntil: at(61_000), token: 'late', limit: 50, kinds: KINDS }),
    ).toEqual([]);
    await Promise.all(taken.flatMap((batch, w) => batch.map((job) => jobs.finish(job.id, `worker-${w}`, NOW))));
  });

  it('makes one job of the same key enqueued twice, even by 50 instances at once', async () => {
    const jobs = createJobsRepository(database.db, database.engine);
    const added = await Promise.all(
      Array.from({ length: 50 }, () =>
        jobs.enqueue({ kind: 'tick', key: 'alerts.priceDrops#42', payload: { at: NOW }, maxAttempts: 1 }, NOW),
      ),
    );
    expect(added.filter(Boolean)).toHaveLength(1);
    const taken = await jobs.take({ now: NOW, leasedUntil: at(60_000), token: 'w', limit: 50, kinds: KINDS });
    expect(taken.map((job) => job.key)).toEqual(['alerts.priceDrops#42']);
    expect(await jobs.finish(taken[0]!.id, 'w', NOW)).toBe(true);
  });

  it("takes a killed worker's job again once its lease runs out, and the late worker cannot finish it", async () => {
    const jobs = createJobsRepository(database.db, database.engine);
    await jobs.enqueue({ kind: 'lease', key: 'lease-1', payload: {}, maxAttempts: 3 }, at(100_000));
    const [first] = await jobs.take({
      now: at(100_000),
      leasedUntil: at(160_000),
      token: 'killed',
      limit: 50,
      kinds: KINDS,
    });
    expect(first?.key).toBe('lease-1');
    expect(
      await jobs.take({ now: at(159_999), leasedUntil: at(219_999), token: 'other', limit: 50, kinds: KINDS }),
    ).toEqual([]);
    const [again] = await jobs.take({
      now: at(160_000),
      leasedUntil: at(220_000),
      token: 'other',
      limit: 50,
      kinds: KINDS,
    });
    expect(again).toMatchObject({ key: 'lease-1', attempts: 2, state: 'running' });
    expect(await jobs.finish(again!.id, 'killed', at(170_000))).toBe(false);
    expect(await jobs.finish(again!.id, 'other', at(170_000))).toBe(true);
    expect(await jobs.byKey('lease-1')).toMatchObject({ state: 'done', finished_at: at(170_000), leased_until: null });
    expect(
      await jobs.take({ now: at(999_000), leasedUntil: at(999_999), token: 'any', limit: 50, kinds: KINDS }),
    ).toEqual([]);
  });

  it('waits for the next try after a failure, and keeps a dead job out of the queue', async () => {
    const jobs = createJobsRepository(database.db, database.engine);
    await jobs.enqueue({ kind: 'flaky', key: 'flaky-1', payload: {}, maxAttempts: 2 }, at(200_000));
    const [job] = await jobs.take({ now: at(200_000), leasedUntil: at(260_000), token: 'w', limit: 50, kinds: KINDS });
    await jobs.fail(job!.id, 'w', { state: 'queued', run_at: at(205_000), error: 'smtp away', now: at(200_001) });
    expect(
      await jobs.take({ now: at(204_999), leasedUntil: at(264_999), token: 'w', limit: 50, kinds: KINDS }),
    ).toEqual([]);
    const [retry] = await jobs.take({
      now: at(205_000),
      leasedUntil: at(265_000),
      token: 'w',
      limit: 50,
      kinds: KINDS,
    });
    expect(retry).toMatchObject({ key: 'flaky-1', attempts: 2, last_error: 'smtp away' });
    await jobs.fail(retry!.id, 'w', { state: 'dead', run_at: null, error: 'smtp away', now: at(205_001) });
    expect(await jobs.byKey('flaky-1')).toMatchObject({ state: 'dead', finished_at: at(205_001) });
    expect(
      await jobs.take({ now: at(999_000), leasedUntil: at(999_999), token: 'w', limit: 50, kinds: KINDS }),
    ).toEqual([]);
    expect(await jobs.countsByState()).toContainEqual({ kind: 'flaky', state: 'dead', jobs: 1 });
  });

  it('leaves a kind to the workers that can run it (an instance of an older release meets a newer kind)', async () => {
    const jobs = createJobsRepository(database.db, database.engine);
    await jobs.enqueue({ kind: 'newer', key: 'newer-1', payload: {}, maxAttempts: 2 }, at(300_000));
    const older = { now: at(300_000), leasedUntil: at(360_000), limit: 50 };
    expect(await jobs.take({ ...older, token: 'old', kinds: KINDS })).toEqual([]);
    expect(await jobs.take({ ...older, token: 'none', kinds: [] })).toEqual([]);
    const [taken] = await jobs.take({ ...older, token: 'new', kinds: [...KINDS, 'newer'] });
    expect(taken).toMatchObject({ key: 'newer-1', attempts: 1 });
    expect(await jobs.finish(taken!.id, 'new', at(300_001))).toBe(true);
  });

  it('forgets finished jobs after the purge time, keeping dead ones', async () => {
    const jobs = createJobsRepository(database.db, database.engine);
    expect(await jobs.purgeDone(at(10_000_000))).toBeGreaterThanOrEqual(1);
    expect(await jobs.byKey('lease-1')).toBeNull();
    expect(await jobs.byKey('flaky-1')).not.toBeNull();
  });
});
