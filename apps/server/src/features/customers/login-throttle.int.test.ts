import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { createThrottleRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CounterStore, createThrottle, databaseCounters, loginRules, redisCounters } from './login-throttle';

const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.connect(Number(port || 6379), hostname);
  });
}

/** The same behaviour whichever store holds the counters. */
function behavesLikeAThrottle(store: () => CounterStore, clock: { now: Date }) {
  it('blocks an account+address pair after 5 failures, with the seconds left in the window', async () => {
    const throttle = createThrottle(store(), () => clock.now);
    const rules = loginRules(`${randomUUID()}@example.com`, '203.0.113.9');
    for (let i = 0; i < 4; i++) await throttle.fail(rules);
    expect(await throttle.retryAfter(rules)).toBeNull();
    await throttle.fail(rules);
    const wait = await throttle.retryAfter(rules);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // another address for the same account is still allowed
    expect(
      await throttle.retryAfter(loginRules(rules[1]!.key.slice('login:account:'.length), '198.51.100.7')),
    ).toBeNull();
    await throttle.clear([rules[0]!.key]);
    expect(await throttle.retryAfter(rules)).toBeNull();
  });
}

describe.each(testEngines())('login throttle counters in the database ($engine)', ({ open }) => {
  let database: TestDatabase;
  const clock = { now: new Date(TEST_NOW) };
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.dispose();
  });
  behavesLikeAThrottle(() => databaseCounters(createThrottleRepository(database.db)), clock);

  it('starts a new window once the old one has passed', async () => {
    const throttle = createThrottle(databaseCounters(createThrottleRepository(database.db)), () => clock.now);
    const rules = loginRules('window@example.com', '203.0.113.10');
    for (let i = 0; i < 5; i++) await throttle.fail(rules);
    expect(await throttle.retryAfter(rules)).not.toBeNull();
    clock.now = new Date(clock.now.getTime() + 15 * 60_000);
    expect(await throttle.retryAfter(rules)).toBeNull();
    await throttle.fail(rules);
    expect(await throttle.retryAfter(rules)).toBeNull();
  });
});

describe('login throttle counters in Redis', async () => {
  const reachable = await redisReachable(REDIS_URL);
  if (!reachable) console.log(`*** Redis throttle test SKIPPED: nothing answered at ${REDIS_URL}. ***`);
  const stores: CounterStore[] = [];
  afterAll(async () => {
    for (const s of stores) await s.close();
  });
  describe.runIf(reachable)('with a live Redis', () => {
    behavesLikeAThrottle(
      () => {
        const s = redisCounters(REDIS_URL);
        stores.push(s);
        return s;
      },
      { now: new Date() },
    );
  });
});
