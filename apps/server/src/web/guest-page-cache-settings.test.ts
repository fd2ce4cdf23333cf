import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { guestPageCacheSettings } from './guest-page-cache-settings';

const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe('the guest page cache settings', () => {
  it("live the catalogue cache's lifetime by default, never longer, and are off at 0", async () => {
    expect(guestPageCacheSettings({}, 5000, log)?.lifetimeMs).toBe(5000);
    expect(guestPageCacheSettings({ CATALOG_CACHE_MS: 2000 }, 5000, log)?.lifetimeMs).toBe(2000);
    expect(guestPageCacheSettings({ CATALOG_CACHE_MS: 2000, PAGE_CACHE_MS: 9000 }, 5000, log)?.lifetimeMs).toBe(2000);
    expect(guestPageCacheSettings({ PAGE_CACHE_MS: 1000 }, 5000, log)?.lifetimeMs).toBe(1000);
    expect(guestPageCacheSettings({ PAGE_CACHE_MS: 0 }, 5000, log)).toBeUndefined();
    expect(guestPageCacheSettings({ CATALOG_CACHE_MS: 0 }, 5000, log)).toBeUndefined();
  });

  it('keeps pages in Redis only when asked to, and refuses to boot asking for it without REDIS_URL', () => {
    expect(() => loadEnv({ PAGE_CACHE_STORE: 'redis', SESSION_SECRET: 'x'.repeat(32) }, 'var/test')).toThrow(
      'PAGE_CACHE_STORE: redis needs REDIS_URL',
    );
    expect(loadEnv({ SESSION_SECRET: 'x'.repeat(32) }, 'var/test').PAGE_CACHE_STORE).toBe('memory');
  });
});
