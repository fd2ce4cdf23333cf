import { describe, expect, it } from 'vitest';
import { formatPeso } from './money';

describe('formatPeso', () => {
  it('formats integer centavos as Philippine pesos with two decimals', () => {
    expect(formatPeso(145000)).toBe('₱1,450.00');
    expect(formatPeso(0)).toBe('₱0.00');
    expect(formatPeso(5)).toBe('₱0.05');
    expect(formatPeso(99)).toBe('₱0.99');
  });

  it('groups thousands and keeps centavos exact for large amounts', () => {
    expect(formatPeso(123456789)).toBe('₱1,234,567.89');
  });

  it('shows negative amounts (refunds, discounts) with a leading minus', () => {
    expect(formatPeso(-1250)).toBe('-₱12.50');
  });

  it('reads the same the second time (amounts are kept formatted), and -0 never takes the place of 0', () => {
    expect(formatPeso(145000)).toBe(formatPeso(145000));
    expect(formatPeso(-0)).toBe('-₱0.00');
    expect(formatPeso(0)).toBe('₱0.00');
    expect(formatPeso(-0)).toBe('-₱0.00');
  });

  it('refuses amounts that are not numbers rather than printing ₱NaN', () => {
    expect(() => formatPeso(Number.NaN)).toThrow(RangeError);
    expect(() => formatPeso(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
