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

  it('runs every turn of a one-second job when the checks come four times a second, a little late (issue 34)', async () => {
    let now = new Date('2026-11-21T00:00:00.000Z');
    const scheduler = createScheduler({ clock: () => now, log: quietLog });
    const turns: number[] = [];
    scheduler.register({
      name: 'alerts',
      everyMs: 1_000,
      run: async (at) => void turns.push(Math.floor(at.getTime() / 1_000)),
    });
    for (let check = 0; check < 240; check++) {
      // a timer that runs 0–40 ms late each time, as a busy event loop's does
      now = new Date(now.getTime() + 250 + (check % 5) * 10);
      await scheduler.tick();
    }
    expect(turns.length).toBeGreaterThan(60);
    expect(turns).toEqual(Array.from({ length: turns.length }, (_, i) => turns[0]! + i));
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

describe('several instances share a job: each turn is handed off once (issue 34)', () => {
  it('hands each turn off once across three instances started at different times with clocks 20 s apart', async () => {
    const runs: { instance: number; turn: number }[] = [];
    const queued = new Set<string>();
    // the job queue's unique key (task and turn), as the jobs table keeps it
    const handOff = (instance: number) => async (job: string, turn: number) => {
      const key = `${job}#${turn}`;
      if (queued.has(key)) return false;
      queued.add(key);
      runs.push({ instance, turn });
      return true;
    };
    let realMs = Date.parse('2026-11-21T00:00:10Z');
    const instances = [0, 20_000, -15_000].map((skewMs, instance) => {
      const scheduler = createScheduler({
        clock: () => new Date(realMs + skewMs),
        log: quietLog,
        handOff: handOff(instance),
      });
      return { scheduler, instance };
    });
    for (const { scheduler, instance } of instances) {
      scheduler.register({ name: 'purge', everyMs: 60_000, run: async () => expect.unreachable(`${instance}`) });
      realMs += 7_000; // each instance starts a little later than the one before
    }
    for (let second = 0; second < 30 * 60; second++) {
      realMs += 1_000;
      for (const { scheduler } of instances) await scheduler.tick();
    }
    const turns = runs.map((r) => r.turn);
    expect(new Set(turns).size).toBe(turns.length);
    // 30 minutes of a one-minute job: about 30 turns ran, shared among the instances, none twice
    expect(turns.length).toBeGreaterThanOrEqual(29);
    expect(turns.length).toBeLessThanOrEqual(31);
  });

  it('lets an operator run a job now whoever has the turn, and a worker run a turn at its time', async () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const scheduler = createScheduler({ clock: () => now, log: quietLog, handOff: async () => false });
    const calls: string[] = [];
    scheduler.register({ name: 'roll', everyMs: 60_000, run: async (at) => void calls.push(at.toISOString()) });
    await scheduler.runNow('roll');
    await scheduler.runTurn('roll', new Date('2026-11-20T23:59:00Z'));
    expect(calls).toEqual(['2026-11-21T00:00:00.000Z', '2026-11-20T23:59:00.000Z']);
    await expect(scheduler.runTurn('nope', now)).rejects.toThrow(/No job named nope/);
  });
});
