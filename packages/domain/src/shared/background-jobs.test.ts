import { describe, expect, it } from 'vitest';
import {
  JOB_DEFAULT_MAX_ATTEMPTS,
  jobAfterFailedTry,
  jobLeaseRenewEveryMs,
  jobRetryDelayMs,
  scheduledJobKey,
} from './background-jobs';

const NOW = new Date('2026-11-28T04:00:00.000Z');

describe('the job system waits longer after each failed try, then gives up (issue 34)', () => {
  it('doubles the wait from five seconds, never past ten minutes', () => {
    expect([1, 2, 3, 4].map(jobRetryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(jobRetryDelayMs(0)).toBe(5_000);
    expect(jobRetryDelayMs(20)).toBe(600_000);
    expect(jobRetryDelayMs(10_000)).toBe(600_000);
  });

  it('queues the next try after the wait, and is dead after the last', () => {
    expect(jobAfterFailedTry(1, JOB_DEFAULT_MAX_ATTEMPTS, NOW)).toEqual({
      state: 'queued',
      run_at: '2026-11-28T04:00:05.000Z',
    });
    expect(jobAfterFailedTry(JOB_DEFAULT_MAX_ATTEMPTS, JOB_DEFAULT_MAX_ATTEMPTS, NOW)).toEqual({
      state: 'dead',
      run_at: null,
    });
    expect(jobAfterFailedTry(3, 3, NOW).state).toBe('dead');
  });
});

describe('scheduled tasks as jobs (issue 34)', () => {
  it('keys a scheduled task by its turn', () => {
    expect(scheduledJobKey('checkout.expireSlotHolds', 29_400_000)).toBe('checkout.expireSlotHolds#29400000');
  });
});

describe('a running job keeps its lease (issue 34)', () => {
  it('renews the 60 s lease every 20 s, a third of any lease, never every 0 ms', () => {
    expect(jobLeaseRenewEveryMs()).toBe(20_000);
    expect(jobLeaseRenewEveryMs(900)).toBe(300);
    expect(jobLeaseRenewEveryMs(1)).toBe(1);
  });
});
