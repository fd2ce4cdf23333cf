import { describe, expect, it } from 'vitest';
import { BUY_2_FOR_1_PROMO_TAG } from '../shared/store-constants';
import type { CartLine } from './cart-lines';
import { type SyncSkuFacts, applySyncItems } from './cart-sync';

const facts: Record<string, SyncSkuFacts> = {
  RICE: { product_id: 1, stock: 10, promo_tag: null },
  SOAP: { product_id: 2, stock: 9, promo_tag: BUY_2_FOR_1_PROMO_TAG },
  GONE: { product_id: 3, stock: 0, promo_tag: null },
};
const factsOf = (sku: string) => facts[sku];
const line = (sku: string, qty: number, over: Partial<CartLine> = {}): CartLine => ({
  line_id: sku,
  sku,
  product_id: facts[sku]?.product_id ?? 0,
  qty,
  specialInstruction: null,
  ...over,
});

describe('sync payload (spec §7 {cart_items, shippingZone}; §4 adding sets the qty of the sku, qty 0 removes it)', () => {
  it('sets quantities, removes at 0 and adds new lines (buy-2-for-1 as a pair)', () => {
    const outcome = applySyncItems(
      [line('RICE', 1)],
      [
        { sku: 'RICE', qty: 4 },
        { sku: 'SOAP', qty: 1 },
      ],
      factsOf,
    );
    expect(outcome.lines).toEqual([line('RICE', 4), line('SOAP', 2)]);
    expect(outcome.changes).toEqual([
      { line_id: 'RICE', qty: 4, change: 'updated' },
      { line_id: 'SOAP', qty: 2, change: 'added' },
    ]);
    expect(outcome.failures).toEqual([]);
    expect(applySyncItems(outcome.lines, [{ sku: 'RICE', qty: 0 }], factsOf).lines).toEqual([line('SOAP', 2)]);
  });
  it('a stepper change of a buy-2-for-1 line is taken as is', () => {
    expect(applySyncItems([line('SOAP', 2)], [{ sku: 'SOAP', qty: 3 }], factsOf).lines).toEqual([line('SOAP', 3)]);
  });
  it('reports failing items and still applies the others', () => {
    const outcome = applySyncItems(
      [],
      [
        { sku: 'NOPE', qty: 1 },
        { sku: 'GONE', qty: 1 },
        { sku: 'RICE', qty: -2 },
        { sku: 'RICE', qty: 2, specialInstruction: 'well milled' },
      ],
      factsOf,
    );
    expect(outcome.lines).toEqual([line('RICE', 2, { specialInstruction: 'well milled' })]);
    expect(outcome.failures.map((f) => [f.item_index, f.code])).toEqual([
      [0, 'unknown_sku'],
      [1, 'out_of_stock'],
      [2, 'invalid_quantity'],
    ]);
    expect(outcome.failures[1]?.message).toBe('Sorry, the product is no longer available in your selected store.');
  });
});
