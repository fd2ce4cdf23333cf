import { isDomainError } from '@sulit/domain';
import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, createPasswordWork } from './password-work';

/** A stand-in for scrypt that records how many run at once. */
function fakeScrypt() {
  let running = 0;
  let most = 0;
  const order: string[] = [];
  const slow = async (label: string) => {
    running += 1;
    most = Math.max(most, running);
    order.push(label);
    await new Promise((r) => setTimeout(r, 20));
    running -= 1;
  };
  return {
    impl: {
      hashPassword: async (p: string) => (await slow(p), `hash:${p}`),
      verifyPassword: async (p: string, stored: string) => (await slow(p), stored === `hash:${p}`),
      dummyPasswordHash: async () => 'hash:nobody-knows',
    },
    get most() {
      return most;
    },
    order,
  };
}

describe('password work has a ceiling (issue 9 item 3)', () => {
  it('runs at most `concurrency` hashes at once and serves the queue in order', async () => {
    const scrypt = fakeScrypt();
    const work = createPasswordWork({ concurrency: 2, queue: 10 }, scrypt.impl);
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((p) => work.verify(p, `hash:${p}`)));
    expect(results).toEqual([true, true, true, true, true, true]);
    expect(scrypt.most).toBe(2);
    expect(scrypt.order).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(work.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses work beyond the queue at once with 503 unavailable and a retry-after', async () => {
    const scrypt = fakeScrypt();
    const work = createPasswordWork({ concurrency: 1, queue: 2 }, scrypt.impl);
    const outcomes = await Promise.allSettled(['a', 'b', 'c', 'd', 'e'].map((p) => work.hash(p)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(2);
    for (const { reason } of refused) {
      expect(isDomainError(reason)).toBe(true);
      expect(reason).toMatchObject({ code: 'unavailable', message: BUSY_MESSAGE, details: { retry_after: 2 } });
    }
    // the queue drains and takes new work again
    await expect(work.hash('later')).resolves.toBe('hash:later');
  });

  it('refuses a hash that waited longer than maxWaitMs, and keeps serving', async () => {
    const scrypt = fakeScrypt();
    const work = createPasswordWork({ concurrency: 1, queue: 10, maxWaitMs: 30 }, scrypt.impl);
    const outcomes = await Promise.allSettled(['a', 'b', 'c', 'd'].map((p) => work.hash(p)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(work.load).toEqual({ running: 0, waiting: 0 });
    await expect(work.hash('e')).resolves.toBe('hash:e');
  });

  it('checks an unknown account against a dummy hash: the same work, a false answer', async () => {
    const scrypt = fakeScrypt();
    const work = createPasswordWork({ concurrency: 1, queue: 1 }, scrypt.impl);
    await expect(work.verify('guess', undefined)).resolves.toBe(false);
    expect(scrypt.order).toEqual(['guess']);
  });
});
