import { describe, expect, it } from 'vitest';
import { isStockQty, shownStock, STOCK_MESSAGES } from './console-stock';

describe('stock staff set (issue 35)', () => {
  it('takes a whole number from 0 to 1 000 000', () => {
    expect([0, 12, 1_000_000].map(isStockQty)).toEqual([true, true, true]);
    expect([-1, 1.5, 1_000_001, Number.NaN].map(isStockQty)).toEqual([false, false, false, false]);
  });

  it('shows no row as 0 and an oversold row (−3) as 0', () => {
    expect([shownStock(null), shownStock(-3), shownStock(7)]).toEqual([0, 0, 7]);
  });

  it('tells the second operator what the stock is now', () => {
    expect(STOCK_MESSAGES.changedMeanwhile(4)).toBe(
      'Someone changed this stock meanwhile: it is now 4. Check the new quantity and save again.',
    );
  });
});
