import { createCustomerRepositories } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test-app';
import { featuresOf } from '../../app';

const HOUR = 3600_000;
const iso = (ms: number) => new Date(TEST_NOW.getTime() + ms).toISOString();

describe.each(testEngines())('housekeeping on a schedule, by the injected clock, on $engine', ({ open }) => {
  let database: TestDatabase;
  let now = new Date(TEST_NOW);

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.dispose();
  });

  const count = async (table: string, where: string) =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.raw(where)}`.execute(
          database.db,
        )
      ).rows[0]!.n,
    );

  it('deletes expired sessions, spent reset tokens, old captcha records and ended throttle windows — and nothing live', async () => {
    const repos = createCustomerRepositories(database.db);
    const session = (hash: string, expires: number, revoked: number | null = null) =>
      sql`insert into customer_sessions (token_hash, customer_id, created_at, expires_at, revoked_at)
          values (${hash}, 1, ${iso(-30 * 24 * HOUR)}, ${iso(expires)}, ${revoked === null ? null : iso(revoked)})`.execute(
        database.db,
      );
    await session('hk-expired-long-ago', -3 * 24 * HOUR);
    await session('hk-revoked-long-ago', 10 * 24 * HOUR, -2 * 24 * HOUR);
    await session('hk-just-expired', -HOUR); // kept a day so it still answers "expired"
    await session('hk-live', 24 * HOUR);
    const token = (hash: string, expires: number, used: number | null) =>
      sql`insert into password_reset_tokens (token_hash, customer_id, created_at, expires_at, used_at)
          values (${hash}, 1, ${iso(-HOUR)}, ${iso(expires)}, ${used === null ? null : iso(used)})`.execute(
        database.db,
      );
    await token('hk-token-used', 10 * 60_000, -5 * 60_000);
    await token('hk-token-expired', -10 * 60_000, null);
    await token('hk-token-live', 2 * HOUR, null);
    await repos.captcha.markCaptchaUsed('hk-captcha-old', iso(-3 * HOUR));
    await repos.captcha.markCaptchaUsed('hk-captcha-recent', iso(30 * 60_000)); // 30 min before the tick
    await repos.throttle.hit('hk-throttle-ended', iso(-HOUR), iso(-1));
    await repos.throttle.hit('hk-throttle-live', iso(0), iso(2 * HOUR));

    const app = await buildTestApp(database, { clock: () => now });
    try {
      expect(featuresOf(app).scheduler.jobNames).toContain('customers:housekeeping');
      // nothing runs before its hour is up
      expect(await featuresOf(app).scheduler.tick()).toEqual([]);
      expect(await count('customer_sessions', "token_hash like 'hk-%'")).toBe(4);
      now = new Date(TEST_NOW.getTime() + HOUR);
      expect(await featuresOf(app).scheduler.tick()).toContain('customers:housekeeping');
      // the turn went to the job queue (decision 033); a worker runs it
      await featuresOf(app).jobs.runDue();
      // the clock moved an hour: "just expired" is now 2 h old, still within its day
      expect(await count('customer_sessions', "token_hash like 'hk-%'")).toBe(2);
      expect(await count('customer_sessions', "token_hash in ('hk-live', 'hk-just-expired')")).toBe(2);
      expect(await count('password_reset_tokens', "token_hash like 'hk-%'")).toBe(1);
      expect(await count('password_reset_tokens', "token_hash = 'hk-token-live'")).toBe(1);
      expect(await count('captcha_used', "challenge_id like 'hk-%'")).toBe(1);
      expect(await count('captcha_used', "challenge_id = 'hk-captcha-recent'")).toBe(1);
      expect(await count('auth_throttle', "key like 'hk-%'")).toBe(1);
      expect(await count('auth_throttle', "key = 'hk-throttle-live'")).toBe(1);
      // a second instance running the same job finds nothing more to delete
      await featuresOf(app).scheduler.runNow('customers:housekeeping');
      expect(await count('customer_sessions', "token_hash like 'hk-%'")).toBe(2);
    } finally {
      await app.close();
    }
  });
});
