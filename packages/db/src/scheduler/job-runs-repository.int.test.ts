import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunsRepository } from './job-runs-repository';

const NOW = TEST_NOW.toISOString();

describe.each(testEngines())('a scheduled job turn claimed across instances on $engine (issue 34)', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());

  it('gives one turn to exactly one of 50 instances claiming it at once', async () => {
    const runs = createJobRunsRepository(database.db);
    const claims = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        runs.claimTurn({ job: 'checkout.expireSlotHolds', turn: 29_400_000, instance: `host-${i}`, now: NOW }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // the next turn, and another job's same turn, are free
    expect(await runs.claimTurn({ job: 'checkout.expireSlotHolds', turn: 29_400_001, instance: 'a', now: NOW })).toBe(
      true,
    );
    expect(await runs.claimTurn({ job: 'orders.autoClose', turn: 29_400_000, instance: 'a', now: NOW })).toBe(true);
  });

  it('forgets turns older than the purge time, keeping the recent ones', async () => {
    const runs = createJobRunsRepository(database.db);
    await runs.claimTurn({ job: 'old', turn: 1, instance: 'a', now: '2026-11-01T00:00:00.000Z' });
    const purged = await runs.purgeTurns('2026-11-10T00:00:00.000Z');
    expect(purged).toBe(1);
    expect(await runs.claimTurn({ job: 'old', turn: 1, instance: 'b', now: NOW })).toBe(true);
    expect(await runs.claimTurn({ job: 'checkout.expireSlotHolds', turn: 29_400_000, instance: 'b', now: NOW })).toBe(
      false,
    );
  });
});
