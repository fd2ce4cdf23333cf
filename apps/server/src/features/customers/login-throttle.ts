import type { ThrottleRepository } from '@sulit/db';
import { Redis } from 'ioredis';

/**
 * Fixed-window failure counters shared by every instance: Redis when REDIS_URL is set, else the
 * database (auth_throttle). Nothing lives in process memory.
 */
export interface CounterStore {
  peek(key: string, now: Date): Promise<{ hits: number; resetAt: Date } | null>;
  /** Counts one hit atomically and answers the count including it (concurrent callers see 1, 2, 3, …). */
  hit(key: string, windowMs: number, now: Date): Promise<{ hits: number; resetAt: Date }>;
  /** Takes one hit back (never below 0). */
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export function databaseCounters(counters: ThrottleRepository): CounterStore {
  return {
    async peek(key, now) {
      const row = await counters.peek(key);
      if (!row) return null;
      const resetAt = new Date(row.window_ends_at);
      return resetAt.getTime() > now.getTime() ? { hits: row.hits, resetAt } : null;
    },
    async hit(key, windowMs, now) {
      const row = await counters.hit(key, now.toISOString(), new Date(now.getTime() + windowMs).toISOString());
      return { hits: Number(row.hits), resetAt: new Date(row.window_ends_at) };
    },
    refund: (key) => counters.refund(key),
    clear: (key) => counters.clearHits(key),
    close: async () => undefined,
  };
}

/** Redis counters use Redis's own expiry (the injected clock only matters for the database store). */
export function redisCounters(url: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, keyPrefix: 'sulit:throttle:' });
  return {
    async peek(key, now) {
      const [hits, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      if (!hits || ttl <= 0) return null;
      return { hits: Number(hits), resetAt: new Date(now.getTime() + ttl) };
    },
    async hit(key, windowMs, now) {
      const result = await redis.multi().set(key, '0', 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
      const hits = Number(result?.[1]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { hits, resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
    },
    async refund(key) {
      // DECR on an existing key only, floored at 0, in one script so no other client interleaves
      await redis.eval(
        "local v = redis.call('GET', KEYS[1]) if v and tonumber(v) > 0 then return redis.call('DECR', KEYS[1]) end return 0",
        1,
        key,
      );
    },
    async clear(key) {
      await redis.del(key);
    },
    async close() {
      redis.disconnect();
    },
  };
}

export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Login limits, in this order: the account+address pair (5 per 15 minutes), the account (50) and the
 * address (100). The pair is tightest, so one address hammering one account is stopped early; the address
 * limit stops one address spraying many accounts. The account limit stops a guessing campaign spread over
 * many addresses, but it does not lock the owner out: once it is exceeded, an address that has made no
 * attempt on the account in this window still gets its one try (see loginDecision and decision 006).
 */
export function loginRules(email: string, ip: string): ThrottleRule[] {
  return [
    { key: `login:pair:${email}|${ip}`, limit: 5, windowMs: FIFTEEN_MINUTES },
    { key: `login:account:${email}`, limit: 50, windowMs: FIFTEEN_MINUTES },
    { key: `login:ip:${ip}`, limit: 100, windowMs: FIFTEEN_MINUTES },
  ];
}

export const PAIR = 0;
export const ACCOUNT = 1;
export const ADDRESS = 2;

/**
 * Whether a login attempt may go on to the password check, from the counts of loginRules (this attempt
 * included): the pair and address limits always hold; the account limit holds except for an address
 * whose first attempt on this account in the window this is (its pair count is 1).
 */
export function loginWait(attempt: Attempt): number | null {
  const blocking = attempt.waits.map((wait, i) => (i === ACCOUNT && attempt.hits[PAIR] === 1 ? null : wait));
  return longestWait(blocking);
}

/** Wrong current-password attempts on account changes. */
export function passwordCheckRules(customerId: number): ThrottleRule[] {
  return [{ key: `password-check:${customerId}`, limit: 10, windowMs: FIFTEEN_MINUTES }];
}

/** Reset e-mails: a few per address and per IP, so nobody can flood an inbox. */
export function resetRequestRules(email: string, ip: string): ThrottleRule[] {
  return [
    { key: `reset:email:${email}`, limit: 5, windowMs: 60 * 60 * 1000 },
    { key: `reset:ip:${ip}`, limit: 30, windowMs: 60 * 60 * 1000 },
  ];
}

/** The outcome of counting one attempt against every rule. */
export interface Attempt {
  /** each rule's count including this attempt, in rule order */
  hits: number[];
  /** seconds until the window of an exceeded rule ends (the longest), for each rule; null when within it */
  waits: (number | null)[];
}

/**
 * Attempt-counting throttle (issue 9 item 2): an attempt is counted atomically *before* the password is
 * checked (one conditional upsert, or Redis INCR), and the count that comes back decides. So 40 parallel
 * wrong passwords from one address get 5 checks, not 40: the 6th and later see a count over the limit
 * before any of them is verified. A correct password takes its count back (refund), so only failures
 * stay counted.
 */
export function createThrottle(store: CounterStore, clock: () => Date) {
  return {
    async attempt(rules: ThrottleRule[]): Promise<Attempt> {
      const now = clock();
      const states = await Promise.all(rules.map((rule) => store.hit(rule.key, rule.windowMs, now)));
      return {
        hits: states.map((s) => s.hits),
        waits: states.map((state, i) =>
          state.hits > rules[i]!.limit
            ? Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000))
            : null,
        ),
      };
    },
    async refund(rules: ThrottleRule[]): Promise<void> {
      await Promise.all(rules.map((rule) => store.refund(rule.key)));
    },
    async clear(keys: string[]): Promise<void> {
      for (const key of keys) await store.clear(key);
    },
    close: () => store.close(),
  };
}

/** The longest wait among the given rules' outcomes, or null when all are within their limits. */
export function longestWait(waits: (number | null)[]): number | null {
  const exceeded = waits.filter((w): w is number => w !== null);
  return exceeded.length ? Math.max(...exceeded) : null;
}

export type Throttle = ReturnType<typeof createThrottle>;
