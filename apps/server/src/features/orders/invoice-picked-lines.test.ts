import type { PickingLine } from '@sulit/db';
import type { OrderLine } from '@sulit/domain';
import { describe, expect, it } from 'vitest';
import { invoiceLinesOf } from './invoice-picked-lines';

const line = (id: number, sku: string, qty: number, unit: number): OrderLine => ({
  id,
  order_id: 1,
  seller_id: 'sulit',
  product_id: id * 10,
  sku,
  name: `Item ${sku}`,
  product_type: 'simple',
  qty,
  unit_price: unit,
  row_total: qty * unit,
  discount_amount: 0,
  special_instruction: null,
  stock_source_code: 'balintawak',
  campaign_id: null,
});

const picked = (l: OrderLine, pick: PickingLine['pick']): PickingLine => ({
  id: l.id,
  seller_id: l.seller_id,
  product_id: l.product_id,
  sku: l.sku,
  name: l.name,
  qty: l.qty,
  unit_price: l.unit_price,
  row_total: l.row_total,
  substitution: 'similar',
  substitute_product_id: null,
  pick,
});

const swap = (l: OrderLine, rejected: boolean): PickingLine['pick'] => ({
  order_line_id: l.id,
  outcome: 'substituted',
  substitute_product_id: 990,
  substitute_sku: 'SWAP-1',
  substitute_name: 'The swap',
  substitute_qty: 2,
  substitute_unit_price: 15_000,
  consent: false,
  rejected,
  created_at: '2026-11-28T00:00:00.000Z',
});

describe('invoiceLinesOf (decisions 025, 039: the invoice lists the lines as picked once settled)', () => {
  const kept = line(1, 'A', 1, 50_000);
  const swapped = line(2, 'B', 3, 20_000);
  const refunded = line(3, 'C', 1, 33_250);
  const turnedDown = line(4, 'D', 1, 10_000);
  const lines = [kept, swapped, refunded, turnedDown];
  const picks = [
    picked(kept, null),
    picked(swapped, swap(swapped, false)),
    picked(refunded, {
      order_line_id: 3,
      outcome: 'refunded',
      rejected: false,
      substitute_sku: null,
      substitute_name: null,
      created_at: '2026-11-28T00:00:00.000Z',
    }),
    picked(turnedDown, swap(turnedDown, true)),
  ];

  it('lists the lines as ordered until the order is settled', () => {
    expect(invoiceLinesOf(lines, null).map((l) => [l.sku, l.amount, l.picking])).toEqual([
      ['A', 50_000, null],
      ['B', 60_000, null],
      ['C', 33_250, null],
      ['D', 10_000, null],
    ]);
  });

  it('names the substitute sold and the item it replaced, and keeps refunded and turned-down lines at 0', () => {
    const [a, b, c, d] = invoiceLinesOf(lines, picks);
    expect(a).toMatchObject({ sku: 'A', amount: 50_000, picking: null });
    expect(b).toMatchObject({
      product_id: 990,
      sku: 'SWAP-1',
      name: 'The swap',
      qty: 2,
      unit_price: 15_000,
      amount: 30_000,
      picking: { outcome: 'substituted', ordered_sku: 'B', ordered_name: 'Item B', ordered_qty: 3 },
    });
    expect(c).toMatchObject({ sku: 'C', qty: 1, amount: 0, picking: { outcome: 'refunded', ordered_sku: 'C' } });
    expect(d).toMatchObject({ sku: 'D', amount: 0, picking: { outcome: 'refunded', ordered_sku: 'D' } });
  });
});
