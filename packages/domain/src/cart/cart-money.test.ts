import { describe, expect, it } from 'vitest';
import { allocateByWeight, divideRoundHalfAwayFromZero, percentOf } from './cart-money';

describe('discount rounding: half away from zero, per line, in centavos', () => {
  it('rounds halves away from zero and everything else to the nearest centavo', () => {
    expect(divideRoundHalfAwayFromZero(5, 2)).toBe(3); // 2.5 → 3
    expect(divideRoundHalfAwayFromZero(-5, 2)).toBe(-3); // −2.5 → −3
    expect(divideRoundHalfAwayFromZero(7, 3)).toBe(2); // 2.33 → 2
    expect(divideRoundHalfAwayFromZero(8, 3)).toBe(3); // 2.67 → 3
    expect(Object.is(divideRoundHalfAwayFromZero(-1, 3), 0)).toBe(true); // never −0
  });
  it('takes a percent of centavos exactly, then rounds', () => {
    expect(percentOf(12_345, 50)).toBe(6_173); // 6172.5 → 6173
    expect(percentOf(9_999, 15)).toBe(1_500); // 1499.85 → 1500
    expect(percentOf(10_000, 12.5)).toBe(1_250);
    expect(percentOf(4_550, 100)).toBe(4_550);
  });
  it('refuses floats and a zero denominator', () => {
    expect(() => divideRoundHalfAwayFromZero(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfAwayFromZero(1, 0)).toThrow(RangeError);
  });
});

describe('allocation: line shares add up to the total discount', () => {
  it('spreads by weight with the largest remainders getting the extra centavos', () => {
    const shares = allocateByWeight(100, [
      { key: 'a', weight: 1 },
      { key: 'b', weight: 1 },
      { key: 'c', weight: 1 },
    ]);
    expect([...shares.values()].reduce((s, v) => s + v, 0)).toBe(100);
    expect(shares.get('a')).toBe(34); // tie → smaller key
    expect(shares.get('b')).toBe(33);
    expect(shares.get('c')).toBe(33);
  });
  it('gives nothing to zero weights and the same answer whatever the order', () => {
    const a = allocateByWeight(1_001, [
      { key: 'x', weight: 30_000 },
      { key: 'y', weight: 0 },
      { key: 'z', weight: 12_345 },
    ]);
    const b = allocateByWeight(1_001, [
      { key: 'z', weight: 12_345 },
      { key: 'x', weight: 30_000 },
      { key: 'y', weight: 0 },
    ]);
    expect(a.get('y')).toBe(0);
    expect(Object.fromEntries(a)).toEqual(Object.fromEntries(b));
    expect((a.get('x') ?? 0) + (a.get('z') ?? 0)).toBe(1_001);
  });
});
