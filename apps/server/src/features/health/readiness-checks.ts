import type { Database } from '@sulit/db';
import { createHealthRepository } from '@sulit/db';
import { Redis } from 'ioredis';
import type { ReadinessCheck } from './health-feature';

/**
 * How long a readiness probe waits for a dependency: a proxy polls every few seconds and must not pile up, yet a
 * busy instance's ping waits behind its own work (the pool, the event loop). At 1 s, the scale-out simulation on a
 * loaded host saw every instance report "database unreachable" at once and HAProxy left no server (issue 34): a
 * refused or failed dependency still answers at once; only a slow one waits this long. The proxy's check timeout
 * must be longer (docs/SCALE-OUT.md: 5 s).
 */
const PROBE_TIMEOUT_MS = 3000;

function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise
      .then(
        (value) => resolve(value),
        () => resolve(fallback),
      )
      .finally(() => clearTimeout(timer));
  });
}

export function databaseCheck(database: Database): ReadinessCheck {
  const health = createHealthRepository(database.db);
  return { name: 'database', answers: () => within(health.ping(), PROBE_TIMEOUT_MS, false) };
}

/**
 * Redis answers PING. A client of its own, so a probe never queues behind the page cache's or the login
 * throttle's commands; without an offline queue a probe during an outage fails at once instead of waiting.
 */
export function redisCheck(url: string): ReadinessCheck & { close(): void } {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: PROBE_TIMEOUT_MS,
  });
  redis.on('error', () => {
    /* an outage shows as a failed probe; the client reconnects by itself */
  });
  const connecting = redis.connect().catch(() => undefined);
  return {
    name: 'redis',
    answers: () =>
      within(
        connecting.then(() => redis.ping()).then((answer) => answer === 'PONG'),
        PROBE_TIMEOUT_MS,
        false,
      ),
    close: () => redis.disconnect(),
  };
}
