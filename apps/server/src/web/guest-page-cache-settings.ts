import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env';
import { memoryPageStore, redisPageStore } from './page-store';
import type { GuestPageCacheSettings } from './web-handler';

/** Bounds of an instance's own page store: enough for every hot page at every source, small beside the heap. */
const MEMORY_STORE_PAGES = 2_000;
const MEMORY_STORE_BYTES = 64 * 1024 * 1024;

/**
 * The guest page cache as the environment asks for it (decision 016): its lifetime is PAGE_CACHE_MS, never
 * longer than the catalogue cache's (CATALOG_CACHE_MS), so a price, stock, campaign or content change reaches
 * the pages on the catalogue's own schedule. This process's bounded memory, or Redis when PAGE_CACHE_STORE is
 * redis (a hit then costs about five times the CPU: decision 016). Off (undefined) when the lifetime is 0.
 */
export function guestPageCacheSettings(
  env: Partial<Pick<Env, 'CATALOG_CACHE_MS' | 'PAGE_CACHE_MS' | 'PAGE_CACHE_STORE' | 'REDIS_URL'>>,
  catalogDefaultMs: number,
  log: FastifyBaseLogger,
): GuestPageCacheSettings | undefined {
  const catalogMs = env.CATALOG_CACHE_MS ?? catalogDefaultMs;
  const lifetimeMs = Math.min(env.PAGE_CACHE_MS ?? catalogMs, catalogMs);
  if (lifetimeMs <= 0) return undefined;
  let warned = false;
  const store =
    env.PAGE_CACHE_STORE === 'redis' && env.REDIS_URL
      ? redisPageStore(env.REDIS_URL, {
          onError(error) {
            // once per process: a Redis outage turns every page into a render, and the log should say so once
            if (warned) return;
            warned = true;
            log.warn({ err: error }, 'guest page cache: Redis unavailable, pages are rendered without it');
          },
        })
      : // wall-clock time, as the catalogue cache keeps it: the two lifetimes run on the same clock
        memoryPageStore({ maxEntries: MEMORY_STORE_PAGES, maxBytes: MEMORY_STORE_BYTES });
  return { store, lifetimeMs };
}
