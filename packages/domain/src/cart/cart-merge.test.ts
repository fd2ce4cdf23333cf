import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-lines';
import { mergeGuestCart } from './cart-merge';

const line = (sku: string, qty: number, specialInstruction: string | null = null, line_id = sku): CartLine => ({
  line_id,
  sku,
  product_id: Number(sku.replace(/\D/g, '')) || 1,
  qty,
  specialInstruction,
});

describe('merge after login (spec §4: the guest cart merges into the customer cart, adding quantities for the same sku)', () => {
  it('adds quantities for the same sku and appends the rest after the customer lines', () => {
    const customer = [line('A1', 2), line('B2', 1)];
    const guest = [line('B2', 3), line('C3', 4)];
    expect(mergeGuestCart(customer, guest)).toEqual([line('A1', 2), line('B2', 4), line('C3', 4)]);
  });
  it('if the customer cart is empty, the guest items are copied', () => {
    const guest = [line('B2', 3, 'ripe'), line('B2', 1, 'green', 'B2#1')];
    expect(mergeGuestCart([], guest)).toEqual(guest);
  });
  it('keeps lines with different instructions apart and renumbers a clashing temporary id', () => {
    const customer = [line('B2', 1, 'ripe')];
    const guest = [line('B2', 2, 'green')];
    expect(mergeGuestCart(customer, guest)).toEqual([line('B2', 1, 'ripe'), line('B2', 2, 'green', 'B2#1')]);
  });
  it('never goes above 999 on a line and drops empty lines', () => {
    expect(mergeGuestCart([line('A1', 900)], [line('A1', 200), line('Z9', 0)])).toEqual([line('A1', 999)]);
  });
});
