import { describe, expect, it } from 'vitest';
import { consolePartMoves, sellerPartLabel } from './console-parts';

describe('third-party parts in the console', () => {
  it('moves a part one step along the seller table, never cancelling it there', () => {
    expect(consolePartMoves('created')).toEqual(['ov_in_progress']);
    expect(consolePartMoves('ov_in_progress')).toEqual(['resolved', 'hold']);
    expect(consolePartMoves('shipped')).toEqual(['completed', 'shipped_next']);
    expect(consolePartMoves('completed')).toEqual([]);
    expect(consolePartMoves('lost')).toEqual([]);
  });

  it('names each code', () => {
    expect(sellerPartLabel('handled_by_warehouse_next')).toBe('Packed at the warehouse');
    expect(sellerPartLabel('odd')).toBe('odd');
  });
});
