import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('answers a value until its time runs out', () => {
    let now = 1000;
    const cache = new TtlCache<string>(10, () => now);
    cache.set('a', 'x', 5000);
    now = 5999;
    expect(cache.get('a')).toBe('x');
    now = 6000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = new TtlCache<number>(2, () => 0);
    cache.set('a', 1, 100);
    cache.set('b', 2, 100);
    cache.set('c', 3, 100);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps a value frozen, since every request shares it', async () => {
    const cache = new TtlCache<{ items: { price: number }[] }>(2, () => 0);
    const kept = await cache.getOrLoad('list', 100, async () => ({ items: [{ price: 10 }] }));
    expect(Object.isFrozen(kept.items[0])).toBe(true);
    expect(() => {
      kept.items[0]!.price = 0;
    }).toThrow(TypeError);
    expect(cache.get('list')?.items[0]?.price).toBe(10);
  });

  it('stores nothing with a lifetime of 0 (cache off)', () => {
    const cache = new TtlCache<number>(2, () => 0);
    cache.set('a', 1, 0);
    expect(cache.get('a')).toBeUndefined();
  });

  it('shares one load among callers that ask while it runs, then serves the stored value', async () => {
    const cache = new TtlCache<number>(10, () => 0);
    let loads = 0;
    let finish: (value: number) => void = () => undefined;
    const load = () => {
      loads++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const waiting = [cache.getOrLoad('a', 100, load), cache.getOrLoad('a', 100, load), cache.getOrLoad('a', 100, load)];
    finish(7);
    expect(await Promise.all(waiting)).toEqual([7, 7, 7]);
    expect(await cache.getOrLoad('a', 100, load)).toBe(7);
    expect(loads).toBe(1);
  });

  it('loads for every caller with a lifetime of 0 (cache off), and again after a failed load', async () => {
    const cache = new TtlCache<number>(10, () => 0);
    let loads = 0;
    await Promise.all([cache.getOrLoad('a', 0, async () => ++loads), cache.getOrLoad('a', 0, async () => ++loads)]);
    expect(loads).toBe(2);
    await expect(cache.getOrLoad('b', 100, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('b', 100, async () => 3)).toBe(3);
  });
});
