import { describe, expect, it } from 'vitest';
import { afterFailedTry, MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from './mail-delivery';

describe('mail delivery retries with exponential backoff, then a dead letter', () => {
  it('waits a minute after the first failure, doubling each time, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(mailRetryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
    expect(mailRetryDelayMs(50)).toBe(3_600_000);
  });

  it('schedules the next try from the failure time until the last try, then gives up', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    expect(afterFailedTry(1, now)).toEqual({ state: 'pending', next_attempt_at: '2026-11-28T00:01:00.000Z' });
    expect(afterFailedTry(MAIL_MAX_ATTEMPTS - 1, now).state).toBe('pending');
    expect(afterFailedTry(MAIL_MAX_ATTEMPTS, now)).toEqual({ state: 'dead', next_attempt_at: null });
  });
});
