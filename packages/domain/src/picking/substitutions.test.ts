import { describe, expect, it } from 'vitest';
import {
  checkSubstitute,
  lineChoice,
  mayRejectSubstitute,
  type PickableLine,
  pickedRowTotal,
  refundDue,
  settledTotals,
  SUBSTITUTION_MESSAGES,
} from './substitutions';

const line = (over: Partial<PickableLine> = {}): PickableLine => ({
  id: 1,
  seller_id: 'sulit',
  product_id: 10,
  qty: 2,
  unit_price: 9_500,
  row_total: 19_000,
  substitution: 'similar',
  substitute_product_id: null,
  ...over,
});

describe('lineChoice: what a shopper may ask for a line', () => {
  it('names an item only for "an item I choose", and only one of the line\'s related items', () => {
    expect(lineChoice('refund', 42, [42])).toEqual({ ok: true, choice: 'refund', substitute_product_id: null });
    expect(lineChoice('specific', 42, [41, 42])).toEqual({ ok: true, choice: 'specific', substitute_product_id: 42 });
    expect(lineChoice('specific', 43, [41, 42])).toEqual({
      ok: false,
      message: 'Choose the item to swap in from the ones listed for this product.',
    });
    expect(lineChoice('specific', null, [41])).toMatchObject({ ok: false });
  });
});

describe('checkSubstitute', () => {
  it('takes a similar item at or below the ordered price per piece', () => {
    expect(() => checkSubstitute(line(), { product_id: 11, qty: 2, unit_price: 9_500, consent: false })).not.toThrow();
    expect(() => checkSubstitute(line(), { product_id: 11, qty: 1, unit_price: 8_000, consent: false })).not.toThrow();
  });

  it('refuses a dearer item (₱96.00 for ₱95.00) unless the shopper agreed', () => {
    expect(() => checkSubstitute(line(), { product_id: 11, qty: 2, unit_price: 9_600, consent: false })).toThrow(
      SUBSTITUTION_MESSAGES.dearerWithoutConsent,
    );
    expect(() => checkSubstitute(line(), { product_id: 11, qty: 2, unit_price: 9_600, consent: true })).not.toThrow();
  });

  it('keeps to the shopper’s choice', () => {
    expect(() =>
      checkSubstitute(line({ substitution: 'refund' }), { product_id: 11, qty: 1, unit_price: 1, consent: false }),
    ).toThrow(SUBSTITUTION_MESSAGES.refundOnly);
    const specific = line({ substitution: 'specific', substitute_product_id: 12 });
    expect(() => checkSubstitute(specific, { product_id: 11, qty: 1, unit_price: 1, consent: false })).toThrow(
      SUBSTITUTION_MESSAGES.notTheChosenItem,
    );
    expect(() => checkSubstitute(specific, { product_id: 12, qty: 1, unit_price: 1, consent: false })).not.toThrow();
  });

  it('refuses more pieces than ordered, none, or the same item', () => {
    expect(() => checkSubstitute(line(), { product_id: 11, qty: 3, unit_price: 1, consent: false })).toThrow(
      SUBSTITUTION_MESSAGES.badQuantity,
    );
    expect(() => checkSubstitute(line(), { product_id: 11, qty: 0, unit_price: 1, consent: false })).toThrow(
      SUBSTITUTION_MESSAGES.badQuantity,
    );
    expect(() => checkSubstitute(line(), { product_id: 10, qty: 1, unit_price: 1, consent: false })).toThrow(
      SUBSTITUTION_MESSAGES.sameItem,
    );
  });
});

describe('settlement', () => {
  const swap = {
    order_line_id: 1,
    outcome: 'substituted' as const,
    substitute_product_id: 11,
    substitute_qty: 2,
    substitute_unit_price: 8_750,
    consent: false,
    rejected: false,
  };

  it('charges a swap at its own price, nothing for a refunded or rejected line', () => {
    expect(pickedRowTotal(line(), undefined)).toBe(19_000);
    expect(pickedRowTotal(line(), swap)).toBe(17_500);
    expect(pickedRowTotal(line(), { ...swap, rejected: true })).toBe(0);
    expect(pickedRowTotal(line(), { order_line_id: 1, outcome: 'refunded', rejected: false })).toBe(0);
  });

  it('totals the picked lines with the order’s adjustments through the one totals function', () => {
    const lines = [line(), line({ id: 2, product_id: 20, qty: 1, unit_price: 25_000, row_total: 25_000 })];
    const adjustments = [{ kind: 'delivery_fee' as const, seller_id: 'sulit', amount: 4_900, label: 'Delivery' }];
    // ₱190 + ₱250 + ₱49 ordered = ₱489; the ₱190 line swapped for ₱175, the ₱250 line refunded: ₱175 + ₱49
    expect(settledTotals(lines, [], adjustments).order.grand_total).toBe(48_900);
    const settled = settledTotals(
      lines,
      [swap, { order_line_id: 2, outcome: 'refunded', rejected: false }],
      adjustments,
    );
    expect(settled.order.grand_total).toBe(22_400);
    expect(settled.sellers.get('sulit')?.grand_total).toBe(22_400);
  });

  it('gives back to a card what it paid above the final total, once', () => {
    expect(refundDue({ charged: 48_900, finalTotal: 22_400, refundedSoFar: 0 })).toBe(26_500);
    expect(refundDue({ charged: 48_900, finalTotal: 4_900, refundedSoFar: 26_500 })).toBe(17_500);
    expect(refundDue({ charged: 48_900, finalTotal: 48_900, refundedSoFar: 0 })).toBe(0);
    expect(refundDue({ charged: 48_900, finalTotal: 22_400, refundedSoFar: 26_500 })).toBe(0);
  });

  it('lets the shopper reject a swap until hand-over', () => {
    expect(mayRejectSubstitute('fulfilling', 'delivery')).toBe(true);
    expect(mayRejectSubstitute('ready_to_ship', 'delivery')).toBe(true);
    expect(mayRejectSubstitute('ready_to_ship', 'pickup')).toBe(true);
    expect(mayRejectSubstitute('out_for_delivery', 'delivery')).toBe(false);
    expect(mayRejectSubstitute('delivered', 'pickup')).toBe(false);
  });
});
