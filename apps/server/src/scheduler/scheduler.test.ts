import { describe, expect, it } from 'vitest';
import { createScheduler } from './scheduler';

const quietLog = { info: () => undefined, error: () => undefined };

describe('the scheduler runs jobs on their interval by the injected clock', () => {
  it('runs a job once per interval, never before its time', async () => {
    let now = new Date('2026-11-21T00:00:00Z');
    const scheduler = createScheduler({ clock: () => now, log: quietLog });
    const runs: string[] = [];
    scheduler.register({ name: 'tidy', everyMs: 60_000, run: async (at) => void runs.push(at.toISOString()) });
    expect(await scheduler.tick()).toEqual([]);
    now = new Date(now.getTime() + 59_999);
    expect(await scheduler.tick()).toEqual([]);
    now = new Date(now.getTime() + 1);
    expect(await scheduler.tick()).toEqual(['tidy']);
    expect(await scheduler.tick()).toEqual([]);
    now = new Date(now.getTime() + 60_000);
    await scheduler.tick();
    expect(runs).toEqual(['2026-11-21T00:01:00.000Z', '2026-11-21T00:02:00.000Z']);
  });

  it('keeps going after a job fails, and logs it', async () => {
    let now = new Date('2026-11-21T00:00:00Z');
    const errors: string[] = [];
    const scheduler = createScheduler({
      clock: () => now,
      log: { info: () => undefined, error: (d) => void errors.push((d as { job: string }).job) },
    });
    let calls = 0;
    scheduler.register({
      name: 'flaky',
      everyMs: 1_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
    });
    now = new Date(now.getTime() + 1_000);
    await scheduler.tick();
    now = new Date(now.getTime() + 1_000);
    await scheduler.tick();
    expect(calls).toBe(2);
    expect(errors).toEqual(['flaky']);
  });

  it('refuses two jobs with one name and intervals under a second', () => {
    const scheduler = createScheduler({ clock: () => new Date(), log: quietLog });
    scheduler.register({ name: 'a', everyMs: 1_000, run: async () => undefined });
    expect(() => scheduler.register({ name: 'a', everyMs: 1_000, run: async () => undefined })).toThrow(/already/);
    expect(() => scheduler.register({ name: 'b', everyMs: 10, run: async () => undefined })).toThrow(/≥ 1000/);
  });

  it('runs on a real timer between start and stop', async () => {
    let now = new Date('2026-11-21T00:00:00Z');
    const scheduler = createScheduler({ clock: () => now, log: quietLog, checkEveryMs: 5 });
    let calls = 0;
    scheduler.register({ name: 'tick', everyMs: 1_000, run: async () => void (calls += 1) });
    now = new Date(now.getTime() + 1_000);
    scheduler.start();
    await new Promise((r) => setTimeout(r, 50));
    await scheduler.stop();
    expect(calls).toBe(1);
    now = new Date(now.getTime() + 10_000);
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toBe(1);
  });
});
