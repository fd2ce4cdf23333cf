import { describe, expect, it } from 'vitest';
import {
  editedLines,
  editPayment,
  foldAdditions,
  manilaSlotPeriod,
  ORDER_EDIT_MESSAGES,
  orderEditRefundKey,
  orderEditRefusal,
  stockDifference,
  voucherAfterEdit,
} from './order-edit';

const open = {
  status: 'processing' as const,
  ownStep: 'accepted' as const,
  sellerCodes: [],
  released: false,
  tookSpecialDiscount: false,
};
const lines = [
  { id: 1, product_id: 10, sku: 'RICE', seller_id: 'own', qty: 2 },
  { id: 2, product_id: 11, sku: 'EGGS', seller_id: 'own', qty: 1 },
  { id: 3, product_id: -5, sku: 'MEMBERSHIP-PREMIUM', seller_id: 'own', qty: 1 },
  { id: 4, product_id: 12, sku: 'MUG', seller_id: 'shop-1', qty: 1 },
];

describe('editing an order until picking starts (issue 36)', () => {
  it('may edit a cash or paid order before picking; refuses it in plain words from "Start picking" on', () => {
    expect(orderEditRefusal(open)).toBeNull();
    expect(orderEditRefusal({ ...open, ownStep: 'created' })).toBeNull();
    expect(orderEditRefusal({ ...open, ownStep: 'fulfilling' })).toBe(
      'We have started picking your order, so it can no longer be changed.',
    );
    expect(orderEditRefusal({ ...open, ownStep: 'delivered', status: 'complete' })).toBe(
      ORDER_EDIT_MESSAGES.pickingStarted,
    );
    expect(orderEditRefusal({ ...open, status: 'pending' })).toBe(ORDER_EDIT_MESSAGES.awaitingPayment);
    expect(orderEditRefusal({ ...open, tookSpecialDiscount: true })).toBe(
      'This order has your senior citizen / PWD discount, so it cannot be changed here. To change it, please cancel it and order again, or contact us.',
    );
    expect(orderEditRefusal({ ...open, ownStep: 'cancelled', status: 'canceled', released: true })).toBe(
      ORDER_EDIT_MESSAGES.notEditable,
    );
    expect(orderEditRefusal({ ...open, sellerCodes: ['handled_by_warehouse'] })).toBe(ORDER_EDIT_MESSAGES.notEditable);
  });

  it('changes and removes own-store goods; never the membership card, partner lines, or the last item', () => {
    const edited = editedLines(
      lines,
      [
        { line_id: 1, qty: 5 },
        { line_id: 2, qty: 0 },
      ],
      'own',
    );
    expect(edited).toMatchObject({ ok: true, changed: true });
    if (edited.ok)
      expect(edited.lines.map((l) => [l.id, l.qty])).toEqual([
        [1, 5],
        [3, 1],
        [4, 1],
      ]);
    expect(editedLines(lines, [{ line_id: 1, qty: 2 }], 'own')).toMatchObject({ ok: true, changed: false });
    expect(editedLines(lines, [{ line_id: 3, qty: 2 }], 'own')).toEqual({
      ok: false,
      message: ORDER_EDIT_MESSAGES.membershipLine,
    });
    expect(editedLines(lines, [{ line_id: 4, qty: 2 }], 'own')).toEqual({
      ok: false,
      message: ORDER_EDIT_MESSAGES.sellerLine,
    });
    expect(editedLines(lines.slice(0, 1), [{ line_id: 1, qty: 0 }], 'own')).toEqual({
      ok: false,
      message: ORDER_EDIT_MESSAGES.noItemsLeft,
    });
    expect(editedLines(lines, [{ line_id: 99, qty: 1 }], 'own')).toEqual({
      ok: false,
      message: ORDER_EDIT_MESSAGES.unknownLine,
    });
    expect(editedLines(lines, [{ line_id: 1, qty: 1000 }], 'own')).toEqual({
      ok: false,
      message: 'Quantities go from 0 to 999.',
    });
    expect(
      editedLines(
        lines,
        [
          { line_id: 1, qty: 1 },
          { line_id: 1, qty: 2 },
        ],
        'own',
      ),
    ).toMatchObject({ ok: false });
  });

  it('moves only the difference in stock: 2 → 5 takes 3, 1 → 0 gives 1 back', () => {
    const after = [{ ...lines[0]!, qty: 5 }, lines[2]!, lines[3]!];
    expect(stockDifference(lines, after)).toEqual({
      take: [{ line_id: 1, qty: 3 }],
      giveBack: [{ line_id: 2, qty: 1 }],
    });
    expect(stockDifference(lines, lines)).toEqual({ take: [], giveBack: [] });
  });

  it('cash owes the new total; a paid online order is refunded a decrease once and refuses an increase', () => {
    expect(editPayment({ paidOnline: false, before: 50_000, after: 62_500 })).toEqual({ kind: 'owe', amount: 62_500 });
    expect(editPayment({ paidOnline: true, before: 50_000, after: 41_250 })).toEqual({ kind: 'refund', amount: 8_750 });
    expect(editPayment({ paidOnline: true, before: 50_000, after: 50_000 })).toEqual({ kind: 'none' });
    // a held card (goods sold by weight) is captured for the settled total at picking: no refund, no increase
    expect(editPayment({ paidOnline: true, held: true, before: 50_000, after: 41_250 })).toEqual({ kind: 'none' });
    expect(editPayment({ paidOnline: true, held: true, before: 50_000, after: 50_001 })).toEqual({
      kind: 'refuse',
      message: ORDER_EDIT_MESSAGES.heldIncrease,
    });
    expect(editPayment({ paidOnline: true, before: 50_000, after: 50_001 })).toEqual({
      kind: 'refuse',
      message:
        'This order is already paid online, so it cannot cost more. To buy extra items, please place a new order.',
    });
    expect(orderEditRefundKey('000001234', 3)).toBe('order-edit-refund-000001234-v3');
  });

  it('keeps a voucher that still takes money off and gives back one that no longer does', () => {
    expect(voucherAfterEdit(7, true)).toBe('keep');
    expect(voucherAfterEdit(7, false)).toBe('give_back');
    expect(voucherAfterEdit(null, false)).toBe('none');
  });
});

describe('adding products to an order before picking (issue 36: "add, remove or change quantities")', () => {
  it('adds to the line of a product the order holds, over the quantity the same edit gives it', () => {
    expect(foldAdditions(lines, [], [{ product_id: 10, qty: 3 }])).toEqual({
      ok: true,
      changes: [{ line_id: 1, qty: 5 }],
      newProducts: [],
    });
    expect(foldAdditions(lines, [{ line_id: 1, qty: 1 }], [{ product_id: 10, qty: 3 }])).toMatchObject({
      changes: [{ line_id: 1, qty: 4 }],
    });
  });

  it('makes a new line of a product the order does not hold, keeping the other changes', () => {
    expect(foldAdditions(lines, [{ line_id: 2, qty: 0 }], [{ product_id: 99, qty: 2 }])).toEqual({
      ok: true,
      changes: [{ line_id: 2, qty: 0 }],
      newProducts: [{ product_id: 99, qty: 2 }],
    });
  });

  it('refuses a product named twice, a quantity outside 1–999 and more lines than a cart holds', () => {
    expect(
      foldAdditions(
        lines,
        [],
        [
          { product_id: 99, qty: 1 },
          { product_id: 99, qty: 1 },
        ],
      ),
    ).toEqual({
      ok: false,
      message: ORDER_EDIT_MESSAGES.unknownLine,
    });
    expect(foldAdditions(lines, [], [{ product_id: 99, qty: 0 }])).toEqual({
      ok: false,
      message: 'Quantities go from 1 to 999.',
    });
    const many = Array.from({ length: 197 }, (_, i) => ({ product_id: 1000 + i, qty: 1 }));
    expect(foldAdditions(lines, [], many)).toEqual({
      ok: false,
      message: 'An order holds at most 200 different items.',
    });
  });
});

describe('the slot period an edited order stores', () => {
  it('reads a slot in Manila time: 01:00–04:00 UTC is 09:00-12:00', () => {
    expect(manilaSlotPeriod('2026-11-22T01:00:00.000Z', '2026-11-22T04:00:00.000Z')).toBe('09:00-12:00');
    expect(manilaSlotPeriod('2026-11-22T13:00:00.000Z', '2026-11-22T16:00:00.000Z')).toBe('21:00-24:00');
  });
});
