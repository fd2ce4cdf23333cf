import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { redisPageStore, type StoredPage } from './page-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisAnswers();
if (!reachable) console.warn(`page store in Redis: skipped, nothing answers at ${REDIS_URL}`);

const page: StoredPage = {
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  parts: [Buffer.from('<script nonce="'), Buffer.from('">ünïcode ✓</script>')],
  deflated: [Buffer.from([1, 2, 3]), Buffer.from([0, 255])],
};

describe.skipIf(!reachable)('the guest page store in Redis', () => {
  it('shares a page, bytes intact, and forgets it after its lifetime', async () => {
    const key = `test|/p-${Date.now()}?`;
    const writer = redisPageStore(REDIS_URL);
    const reader = redisPageStore(REDIS_URL);
    try {
      expect(await reader.get(key)).toBeNull();
      await writer.set(key, page, 300);
      const shared = await reader.get(key);
      expect(shared).toEqual(page);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await reader.get(key)).toBeNull();
    } finally {
      await writer.close();
      await reader.close();
    }
  });

  it('answers "not stored" instead of failing a page when Redis is away', async () => {
    const errors: unknown[] = [];
    const away = redisPageStore('redis://127.0.0.1:1', { onError: (error) => errors.push(error) });
    try {
      await away.set('k', page, 1000);
      expect(await away.get('k')).toBeNull();
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await away.close();
    }
  });
});
