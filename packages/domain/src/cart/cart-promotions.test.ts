import { describe, expect, it } from 'vitest';
import { BUY_2_FOR_1_PROMO_TAG } from '../shared/store-constants';
import type { PricedLine } from './cart-pricing';
import { type CartPromotion, applyPromotions, buyXGetYUnits, isPromotionRunning } from './cart-promotions';

const now = new Date('2026-11-21T04:00:00Z');

const priced = (
  line_id: string,
  product_id: number,
  qty: number,
  final_price: number,
  over: Partial<PricedLine> = {},
): PricedLine => ({
  line_id,
  sku: line_id.split('#')[0] ?? line_id,
  product_id,
  name: `Product ${product_id}`,
  seller_id: 'sulit',
  shop_name: 'Sulit Club',
  product_type: 'simple',
  qty,
  specialInstruction: null,
  promo_tag: null,
  is_bulky: false,
  is_gas: false,
  is_membership: false,
  price: final_price,
  final_price,
  paid_qty: qty,
  row_total: qty * final_price,
  row_total_regular: qty * final_price,
  ...over,
});

const buyGet = (
  id: number,
  buy: number,
  get: number,
  percent: number,
  buyIds: number[],
  getIds: number[],
): CartPromotion => ({
  id,
  promotion_type: 'buyxgety',
  name: `Buy ${buy}, Get ${get}`,
  buy_qty: buy,
  get_qty: get,
  discount_percent: percent,
  start_time: null,
  end_time: null,
  is_active: true,
  products: [
    ...buyIds.map((product_id) => ({ product_id, role: 'buy' as const })),
    ...getIds.map((product_id) => ({ product_id, role: 'get' as const })),
  ],
});

const bundle = (id: number, percent: number, members: number[]): CartPromotion => ({
  id,
  promotion_type: 'bundle',
  name: 'Coffee + Creamer Bundle',
  buy_qty: members.length,
  get_qty: 0,
  discount_percent: percent,
  start_time: null,
  end_time: null,
  is_active: true,
  products: members.map((product_id) => ({ product_id, role: 'bundle' as const })),
});

describe('buy-x-get-y units', () => {
  it('same product, Buy 2 Get 1: 3 → 1 free, 5 → 1, 6 → 2; Buy 3 Get 1 with 3 → 0', () => {
    expect(buyXGetYUnits(2, 1, 0, 0, 3).discounted).toBe(1);
    expect(buyXGetYUnits(2, 1, 0, 0, 5).discounted).toBe(1);
    expect(buyXGetYUnits(2, 1, 0, 0, 6).discounted).toBe(2);
    expect(buyXGetYUnits(3, 1, 0, 0, 3).discounted).toBe(0);
  });
  it('different products: the get units in the cart cap the reward', () => {
    expect(buyXGetYUnits(2, 1, 4, 1, 0).discounted).toBe(1);
    expect(buyXGetYUnits(2, 1, 4, 5, 0).discounted).toBe(2);
    expect(buyXGetYUnits(2, 1, 1, 5, 0).discounted).toBe(0);
  });
});

describe('buyxgety promotions (spec §3 promotion_type buyxgety, promotion_qty, promotion_saved, promotion_row_saved)', () => {
  it('Buy 2, Get 1 Free on one product: 3 × ₱120.00 saves ₱120.00', () => {
    const outcome = applyPromotions([priced('A', 1, 3, 12_000)], [buyGet(7, 2, 1, 100, [1], [1])], now);
    expect(outcome.lines.get('A')).toEqual({
      promotion_type: 'buyxgety',
      promotion_id: 7,
      promotion_name: 'Buy 2, Get 1',
      promotion_qty: 1,
      promotion_original_price: 12_000,
      promotion_saved: 12_000,
      promotion_row_saved: 12_000,
    });
    expect(outcome.total_saved).toBe(12_000);
    expect(outcome.promotion_items).toEqual([
      {
        promotion_id: 7,
        promotion_type: 'buyxgety',
        name: 'Buy 2, Get 1',
        discount_percent: 100,
        buy_items: [{ sku: 'A', product_id: 1, line_id: 'A', qty: 2 }],
        get_items: [{ sku: 'A', product_id: 1, line_id: 'A', qty: 1 }],
        promotion_saved: 12_000,
      },
    ]);
  });
  it('Buy 3, Get 1 at 50% Off: 4 × ₱99.99 saves ₱50.00 (4999.5 centavos rounded half away from zero)', () => {
    const outcome = applyPromotions([priced('A', 1, 4, 9_999)], [buyGet(1, 3, 1, 50, [1], [1])], now);
    expect(outcome.lines.get('A')?.promotion_row_saved).toBe(5_000);
  });
  it('different products: buy 2 coffee, get 1 creamer free, only when the creamer is in the cart', () => {
    const promo = buyGet(3, 2, 1, 100, [1], [2]);
    const withCreamer = applyPromotions([priced('COF', 1, 4, 20_000), priced('CRM', 2, 1, 8_000)], [promo], now);
    expect(withCreamer.lines.get('CRM')).toMatchObject({
      promotion_qty: 1,
      promotion_row_saved: 8_000,
      promotion_saved: 8_000,
    });
    expect(withCreamer.lines.get('COF')).toMatchObject({
      promotion_type: 'buyxgety',
      promotion_qty: 0,
      promotion_row_saved: 0,
    });
    const without = applyPromotions([priced('COF', 1, 4, 20_000)], [promo], now);
    expect(without.total_saved).toBe(0);
    expect(without.lines.get('COF')?.promotion_type).toBe('normal');
  });
  it('counts units of the same product across lines with different instructions, cheapest line first', () => {
    const outcome = applyPromotions(
      [priced('A', 1, 1, 10_000), priced('A#1', 1, 1, 10_000)],
      [buyGet(1, 1, 1, 50, [1], [1])],
      now,
    );
    expect(outcome.total_saved).toBe(5_000);
    expect(outcome.lines.get('A')?.promotion_row_saved).toBe(5_000); // tie on price → smaller line id
  });
});

describe('bundle groups (spec §3 promotion_type bundle_group)', () => {
  it('all bundle items present: 15% off each complete set', () => {
    const lines = [priced('A', 1, 2, 10_000), priced('B', 2, 1, 5_000), priced('C', 3, 3, 2_500)];
    const outcome = applyPromotions(lines, [bundle(4, 15, [1, 2, 3])], now);
    expect([...outcome.lines.values()].map((p) => [p.promotion_type, p.promotion_qty, p.promotion_row_saved])).toEqual([
      ['bundle_group', 1, 1_500],
      ['bundle_group', 1, 750],
      ['bundle_group', 1, 375],
    ]);
    expect(outcome.total_saved).toBe(2_625);
    expect(outcome.promotion_items[0]).toMatchObject({
      promotion_type: 'bundle_group',
      promotion_saved: 2_625,
      get_items: [],
    });
  });
  it('a missing bundle item means no discount', () => {
    const outcome = applyPromotions(
      [priced('A', 1, 2, 10_000), priced('B', 2, 1, 5_000)],
      [bundle(4, 15, [1, 2, 3])],
      now,
    );
    expect(outcome.total_saved).toBe(0);
    expect(outcome.promotion_items).toEqual([]);
  });
});

describe('which promotions run', () => {
  it('only active ones inside their window (start inclusive, end exclusive)', () => {
    const promo = buyGet(1, 1, 1, 100, [1], [1]);
    expect(isPromotionRunning({ ...promo, start_time: '2026-11-21T04:00:00Z' }, now)).toBe(true);
    expect(isPromotionRunning({ ...promo, end_time: '2026-11-21T04:00:00Z' }, now)).toBe(false);
    expect(isPromotionRunning({ ...promo, is_active: false }, now)).toBe(false);
    expect(isPromotionRunning({ ...promo, discount_percent: 0 }, now)).toBe(false);
    expect(isPromotionRunning({ ...promo, buy_qty: 0 }, now)).toBe(false);
  });
  it('a product takes part in the lowest-id promotion only', () => {
    const outcome = applyPromotions(
      [priced('A', 1, 2, 10_000)],
      [buyGet(9, 1, 1, 100, [1], [1]), buyGet(2, 1, 1, 50, [1], [1])],
      now,
    );
    expect(outcome.lines.get('A')).toMatchObject({ promotion_id: 2, promotion_row_saved: 5_000 });
  });
  it('buy-2-for-1 goods and membership cards never take part', () => {
    const lines = [
      priced('A', 1, 3, 10_000, { promo_tag: BUY_2_FOR_1_PROMO_TAG, paid_qty: 2 }),
      priced('M', 2, 3, 70_000, { is_membership: true, product_type: 'customer_membership' }),
    ];
    const outcome = applyPromotions(lines, [buyGet(1, 1, 1, 100, [1, 2], [1, 2])], now);
    expect(outcome.total_saved).toBe(0);
  });
});
