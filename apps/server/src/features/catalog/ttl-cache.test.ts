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

  it('stores nothing with a lifetime of 0 (cache off)', () => {
    const cache = new TtlCache<number>(2, () => 0);
    cache.set('a', 1, 0);
    expect(cache.get('a')).toBeUndefined();
  });
});
