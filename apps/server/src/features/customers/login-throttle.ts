import type { ThrottleRepository } from '@sulit/db';
import { Redis } from 'ioredis';

/**
 * Fixed-window failure counters shared by every instance: Redis when REDIS_URL is set, else the
 * database (auth_throttle). Nothing lives in process memory.
 */
export interface CounterStore {
  peek(key: string, now: Date): Promise<{ hits: number; resetAt: Date } | null>;
  hit(key: string, windowMs: number, now: Date): Promise<{ hits: number; resetAt: Date }>;
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
 * Login limits. The account+address pair is tightest, so an attacker hammering one account from one
 * address is stopped early while the owner, from another address, still has the looser per-account
 * allowance; the per-address limit stops one address spraying many accounts.
 */
export function loginRules(email: string, ip: string): ThrottleRule[] {
  return [
    { key: `login:pair:${email}|${ip}`, limit: 5, windowMs: FIFTEEN_MINUTES },
    { key: `login:account:${email}`, limit: 50, windowMs: FIFTEEN_MINUTES },
    { key: `login:ip:${ip}`, limit: 100, windowMs: FIFTEEN_MINUTES },
  ];
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

export function createThrottle(store: CounterStore, clock: () => Date) {
  return {
    /** Seconds to wait when any rule is exhausted, else null. */
    async retryAfter(rules: ThrottleRule[]): Promise<number | null> {
      const now = clock();
      let wait: number | null = null;
      for (const rule of rules) {
        const state = await store.peek(rule.key, now);
        if (state && state.hits >= rule.limit) {
          const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
          wait = Math.max(wait ?? 0, seconds);
        }
      }
      return wait;
    },
    async fail(rules: ThrottleRule[]): Promise<void> {
      const now = clock();
      for (const rule of rules) await store.hit(rule.key, rule.windowMs, now);
    },
    async clear(keys: string[]): Promise<void> {
      for (const key of keys) await store.clear(key);
    },
    close: () => store.close(),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
