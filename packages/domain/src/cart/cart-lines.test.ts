import { describe, expect, it } from 'vitest';
import { BUY_2_FOR_1_PROMO_TAG, MEMBERSHIP_ITEM_STOCK } from '../shared/store-constants';
import { CART_MAX_LINES, CART_MAX_LINE_QTY, GUEST_CART_MAX_LINES, GUEST_LIMIT_MESSAGE } from './cart-constants';
import {
  type CartLine,
  addQuantityFor,
  isCartStockValid,
  keepPositiveLines,
  nextLineId,
  normalizeSpecialInstruction,
  paidQuantity,
  removeLine,
  setLineInstruction,
  setLineQuantity,
  validateCartStock,
  validateQuantity,
} from './cart-lines';

const NO_STOCK = 'Sorry, the product is no longer available in your selected store.';
const rice = { sku: 'SR-000101', product_id: 101 };
const line = (over: Partial<CartLine> = {}): CartLine => ({
  line_id: 'SR-000101',
  sku: 'SR-000101',
  product_id: 101,
  qty: 1,
  specialInstruction: null,
  ...over,
});

describe('quantities (spec §4: adding sets the qty of the sku; qty 0 removes it; only qty above 0 is kept)', () => {
  it('adding a new sku creates a line with that quantity', () => {
    const result = setLineQuantity([], { ...rice, qty: 3, stock: 10, mode: 'add' });
    expect(result).toMatchObject({ ok: true, change: 'added', qty: 3, line_id: 'SR-000101' });
    if (result.ok) expect(result.lines).toEqual([line({ qty: 3 })]);
  });
  it('adding again sets the quantity instead of adding to it', () => {
    const result = setLineQuantity([line({ qty: 3 })], { ...rice, qty: 2, stock: 10, mode: 'add' });
    expect(result.ok && result.lines).toEqual([line({ qty: 2 })]);
    expect(result.ok && result.change).toBe('updated');
  });
  it('qty 0 removes the line', () => {
    const result = setLineQuantity([line({ qty: 3 })], { ...rice, qty: 0, stock: 10, mode: 'set' });
    expect(result).toMatchObject({ ok: true, change: 'removed', lines: [] });
  });
  it('only qty above 0 is kept', () => {
    expect(
      keepPositiveLines([line({ qty: 0 }), line({ line_id: 'b', qty: -2 }), line({ line_id: 'c', qty: 2 })]),
    ).toEqual([line({ line_id: 'c', qty: 2 })]);
  });
  it('rejects negative, fractional, huge and non-numeric quantities', () => {
    for (const bad of [-1, 1.5, CART_MAX_LINE_QTY + 1, Number.NaN, Infinity, '2', null, undefined]) {
      expect(validateQuantity(bad)).toEqual({
        ok: false,
        code: 'invalid_quantity',
        message: 'Please enter a quantity from 0 to 999.',
      });
    }
    expect(validateQuantity(0, 1).ok).toBe(false);
    expect(validateQuantity(999)).toEqual({ ok: true, qty: 999 });
    const result = setLineQuantity([], { ...rice, qty: -3, stock: 10, mode: 'set' });
    expect(result).toMatchObject({ ok: false, code: 'invalid_quantity' });
  });
  it('membership lines have unlimited stock (99999) and the same 999 maximum', () => {
    const ok = setLineQuantity([], {
      sku: 'MEM-PREMIUM',
      product_id: 9,
      qty: 999,
      stock: MEMBERSHIP_ITEM_STOCK,
      mode: 'add',
    });
    expect(ok.ok).toBe(true);
    expect(setLineQuantity([], { sku: 'MEM-PREMIUM', product_id: 9, qty: 1000, stock: 99999, mode: 'add' }).ok).toBe(
      false,
    );
  });
});

describe('stock (out of stock and limited stock are values, not errors)', () => {
  it('no stock gives the spec message', () => {
    expect(setLineQuantity([], { ...rice, qty: 1, stock: 0, mode: 'add' })).toEqual({
      ok: false,
      code: 'out_of_stock',
      message: NO_STOCK,
      sku: 'SR-000101',
      available_qty: 0,
    });
  });
  it('more than the stock is limited stock with what is left', () => {
    expect(setLineQuantity([], { ...rice, qty: 5, stock: 3, mode: 'add' })).toMatchObject({
      ok: false,
      code: 'limited_stock',
      available_qty: 3,
      message: 'Only 3 items are left in your selected store.',
    });
  });
  it('lines of the same sku share its stock', () => {
    const lines = [line({ qty: 4, specialInstruction: 'ripe' })];
    const result = setLineQuantity(lines, { ...rice, qty: 2, specialInstruction: 'green', stock: 5, mode: 'add' });
    expect(result).toMatchObject({ ok: false, code: 'limited_stock', available_qty: 1 });
  });
  it('setting a line that is not in the cart by id is unknown_line', () => {
    expect(setLineQuantity([], { ...rice, qty: 1, line_id: 'nope', stock: 5, mode: 'set' })).toMatchObject({
      ok: false,
      code: 'unknown_line',
    });
  });
});

describe('special instructions (spec §5: kept per sku; some skus get indexed temporary ids so duplicates coexist)', () => {
  it('the same sku with two different instructions is two lines with indexed ids', () => {
    const first = setLineQuantity([], { ...rice, qty: 1, specialInstruction: 'Ripe please', stock: 10, mode: 'add' });
    if (!first.ok) throw new Error('expected ok');
    const second = setLineQuantity(first.lines, {
      ...rice,
      qty: 2,
      specialInstruction: 'Green ones',
      stock: 10,
      mode: 'add',
    });
    if (!second.ok) throw new Error('expected ok');
    expect(second.lines.map((l) => [l.line_id, l.qty, l.specialInstruction])).toEqual([
      ['SR-000101', 1, 'Ripe please'],
      ['SR-000101#1', 2, 'Green ones'],
    ]);
    // the same instruction again (any case, extra spaces) updates its own line
    const third = setLineQuantity(second.lines, {
      ...rice,
      qty: 5,
      specialInstruction: '  green   ONES ',
      stock: 10,
      mode: 'add',
    });
    expect(third.ok && third.lines.map((l) => l.qty)).toEqual([1, 5]);
  });
  it('indexes fill the smallest free slot', () => {
    const lines = [line(), line({ line_id: 'SR-000101#2', specialInstruction: 'b' })];
    expect(nextLineId(lines, 'SR-000101')).toBe('SR-000101#1');
    expect(nextLineId(lines, 'OTHER')).toBe('OTHER');
  });
  it('instructions are trimmed, folded, stripped of control characters and cut to 255', () => {
    expect(normalizeSpecialInstruction('  leave \n\t at  gate ')).toBe('leave at gate');
    expect(normalizeSpecialInstruction('   ')).toBeNull();
    expect(normalizeSpecialInstruction('x'.repeat(300))).toHaveLength(255);
  });
  it('changing an instruction to one another line of the sku has merges the two lines', () => {
    const lines = [
      line({ qty: 2, specialInstruction: 'ripe' }),
      line({ line_id: 'SR-000101#1', qty: 3, specialInstruction: 'green' }),
    ];
    const result = setLineInstruction(lines, 'SR-000101#1', 'Ripe');
    expect(result).toEqual({ ok: true, line_id: 'SR-000101', lines: [line({ qty: 5, specialInstruction: 'ripe' })] });
    const renamed = setLineInstruction(lines, 'SR-000101#1', 'bruised is fine');
    expect(renamed.ok && renamed.lines[1]?.specialInstruction).toBe('bruised is fine');
    expect(removeLine(lines, 'SR-000101')).toHaveLength(1);
  });
});

describe('buy-2-for-1 (spec §4: the promo tag makes the quantity 2, adjusted for odd stock; §9 tag text)', () => {
  const tag = BUY_2_FOR_1_PROMO_TAG;
  it("uses the spec's tag 'BUY 2 FOR THE PRICE OF 1'", () => {
    expect(tag).toBe('BUY 2 FOR THE PRICE OF 1');
  });
  it('adding one makes the quantity 2', () => {
    expect(setLineQuantity([], { ...rice, qty: 1, stock: 10, promo_tag: tag, mode: 'add' })).toMatchObject({
      ok: true,
      qty: 2,
    });
  });
  it('odd stock: stock 1 gives 1; a request of 3 with stock 3 gives 3; with stock 5 gives 4', () => {
    expect(addQuantityFor(1, 1, tag)).toBe(1);
    expect(addQuantityFor(3, 3, tag)).toBe(3);
    expect(addQuantityFor(3, 5, tag)).toBe(4);
    expect(addQuantityFor(999, 99999, tag)).toBe(999);
    expect(addQuantityFor(3, 5, null)).toBe(3);
  });
  it('a stepper set is taken as is (odd quantities allowed)', () => {
    expect(
      setLineQuantity([line({ qty: 2 })], { ...rice, qty: 3, stock: 10, promo_tag: tag, mode: 'set' }),
    ).toMatchObject({
      ok: true,
      qty: 3,
    });
  });
  it('halves the paid quantity, an unpaired unit at full price', () => {
    expect([1, 2, 3, 4, 5].map((q) => paidQuantity(q, tag))).toEqual([1, 1, 2, 2, 3]);
    expect(paidQuantity(3, 'Hot Offer')).toBe(3);
  });
});

describe('re-adding after a store change (spec §4: fails if no stock)', () => {
  // The cart keeps its lines when the shopper changes store; the next sync checks them against the NEW
  // store's stock through setLineQuantity, so a line the new store has none of fails with the spec message.
  it('fails with the spec message when the new store has none', () => {
    for (const stock of [0, -4]) {
      expect(setLineQuantity([line({ qty: 2 })], { ...rice, qty: 2, stock, mode: 'add' })).toEqual({
        ok: false,
        code: 'out_of_stock',
        message: NO_STOCK,
        sku: 'SR-000101',
        available_qty: 0,
      });
    }
  });
  it('keeps the quantity when the new store has enough', () => {
    expect(setLineQuantity([line({ qty: 2 })], { ...rice, qty: 2, stock: 3, mode: 'add' })).toMatchObject({
      ok: true,
      qty: 2,
    });
  });
});

describe('validate-cart (spec §4: no invalid_qty and no invalid_sku to proceed)', () => {
  it('reports unknown or unstocked skus and quantities above stock, summing duplicate lines', () => {
    const availability = new Map([
      ['A', { sellable: true, stock: 5 }],
      ['B', { sellable: true, stock: 0 }],
      ['C', { sellable: false, stock: 9 }],
    ]);
    const result = validateCartStock(
      [
        { sku: 'A', qty: 3 },
        { sku: 'A', qty: 3 },
        { sku: 'B', qty: 1 },
        { sku: 'C', qty: 1 },
        { sku: 'D', qty: 1 },
      ],
      availability,
    );
    expect(result).toEqual({ invalid_qty: [{ sku: 'A', qty: 6, available_qty: 5 }], invalid_sku: ['B', 'C', 'D'] });
    expect(isCartStockValid(result)).toBe(false);
    expect(isCartStockValid(validateCartStock([{ sku: 'A', qty: 5 }], availability))).toBe(true);
  });
});

describe('the guest limit (spec §2 guest-limit modal; decided: 30 different items)', () => {
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => line({ line_id: `SKU-${i}`, sku: `SKU-${i}`, product_id: i + 1, qty: 1 }));

  it('refuses a guest’s new line past 30 with the modal’s message, as a value', () => {
    const result = setLineQuantity(lines(GUEST_CART_MAX_LINES), {
      ...rice,
      qty: 1,
      stock: 10,
      mode: 'add',
      guest: true,
    });
    expect(result).toEqual({
      ok: false,
      code: 'guest_limit',
      message: 'Log in or create an account to add more than 30 different items to your cart.',
      max_lines: 30,
    });
    expect(GUEST_LIMIT_MESSAGE).toBe('Log in or create an account to add more than 30 different items to your cart.');
  });

  it('lets a guest change a line already in the cart, and add up to the limit', () => {
    const full = lines(GUEST_CART_MAX_LINES);
    const changed = setLineQuantity(full, {
      ...rice,
      sku: 'SKU-0',
      product_id: 1,
      qty: 4,
      stock: 10,
      mode: 'set',
      guest: true,
    });
    expect(changed).toMatchObject({ ok: true, change: 'updated' });
    const added = setLineQuantity(lines(GUEST_CART_MAX_LINES - 1), {
      ...rice,
      qty: 1,
      stock: 10,
      mode: 'add',
      guest: true,
    });
    expect(added).toMatchObject({ ok: true, change: 'added' });
  });

  it('does not bind a customer’s cart, which stops at CART_MAX_LINES', () => {
    const result = setLineQuantity(lines(GUEST_CART_MAX_LINES), { ...rice, qty: 1, stock: 10, mode: 'add' });
    expect(result).toMatchObject({ ok: true, change: 'added' });
    expect(setLineQuantity(lines(CART_MAX_LINES), { ...rice, qty: 1, stock: 10, mode: 'add' })).toMatchObject({
      code: 'cart_full',
    });
  });
});
