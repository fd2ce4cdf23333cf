import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { createThrottleRepository } from '@sulit/db';
import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CounterStore,
  createThrottle,
  databaseCounters,
  loginRules,
  loginWait,
  PAIR,
  redisCounters,
} from './login-throttle';

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
  it('lets an account+address pair make 5 attempts, the 6th waits out the window', async () => {
    const throttle = createThrottle(store(), () => clock.now);
    const email = `${randomUUID()}@example.com`;
    const rules = loginRules(email, '203.0.113.9');
    for (let i = 0; i < 5; i++) expect(loginWait(await throttle.attempt(rules))).toBeNull();
    const wait = loginWait(await throttle.attempt(rules));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // another address for the same account is still allowed
    expect(loginWait(await throttle.attempt(loginRules(email, '198.51.100.7')))).toBeNull();
    await throttle.clear([rules[PAIR]!.key]);
    expect(loginWait(await throttle.attempt(rules))).toBeNull();
  });

  it('counts 40 parallel attempts from one address atomically: exactly 5 go on to the password check', async () => {
    const throttle = createThrottle(store(), () => clock.now);
    const rules = loginRules(`${randomUUID()}@example.com`, '203.0.113.40');
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => throttle.attempt(rules)));
    expect(outcomes.filter((a) => loginWait(a) === null)).toHaveLength(5);
    expect(outcomes.map((a) => a.hits[PAIR]).sort((x, y) => x! - y!)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('a locked account still gives a fresh address its one try, and only one', async () => {
    const throttle = createThrottle(store(), () => clock.now);
    const email = `${randomUUID()}@example.com`;
    // 50 addresses, one failure each: the account limit (50) is reached
    for (let i = 0; i < 50; i++) await throttle.attempt(loginRules(email, `192.0.2.${i + 1}`));
    const owner = loginRules(email, '198.51.100.200');
    expect(loginWait(await throttle.attempt(owner))).toBeNull();
    // the same address again (say the owner mistyped) now waits: the account is under attack
    expect(loginWait(await throttle.attempt(owner))).not.toBeNull();
    // and an attacking address that already tried is turned away
    expect(loginWait(await throttle.attempt(loginRules(email, '192.0.2.1')))).not.toBeNull();
  });

  it('a refund takes an attempt back (a right password leaves only failures counted)', async () => {
    const throttle = createThrottle(store(), () => clock.now);
    const rules = loginRules(`${randomUUID()}@example.com`, '203.0.113.77');
    await throttle.attempt(rules);
    await throttle.refund(rules);
    await throttle.refund(rules);
    expect((await throttle.attempt(rules)).hits).toEqual([1, 1, 1]);
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
    for (let i = 0; i < 5; i++) await throttle.attempt(rules);
    expect(loginWait(await throttle.attempt(rules))).not.toBeNull();
    clock.now = new Date(clock.now.getTime() + 15 * 60_000);
    const fresh = await throttle.attempt(rules);
    expect(fresh.hits[PAIR]).toBe(1);
    expect(loginWait(fresh)).toBeNull();
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
