import { describe, expect, it } from 'vitest';
import { BUY_2_FOR_1_PROMO_TAG } from '../shared/store-constants';
import { cartUnitPrice, priceLine } from './cart-pricing';
import { testProductFacts } from './test-product-facts';

const now = new Date('2026-11-21T04:00:00Z');
const product = testProductFacts;
const line = (qty: number) => ({ line_id: 'SR-1', sku: 'SR-1', product_id: 1, qty, specialInstruction: null });

describe('unit price (spec §4: campaign price applies only while its window is active)', () => {
  const campaign = { start_time: '2026-11-20T00:00:00Z', end_time: '2026-11-22T00:00:00Z', price: 39_900, stock: 7 };
  it('uses the campaign price inside the window, else special, else regular', () => {
    expect(cartUnitPrice(product({ campaign }), now)).toBe(39_900);
    expect(cartUnitPrice(product({ campaign: { ...campaign, end_time: '2026-11-21T04:00:00Z' } }), now)).toBe(45_000);
    expect(cartUnitPrice(product({ special_price: 42_000 }), now)).toBe(42_000);
  });
});

describe('row totals (spec §4: buy-2-for-1 halves the paid quantity; membership rows use the final price)', () => {
  it('is qty × final price for ordinary goods', () => {
    const priced = priceLine(line(3), product({ special_price: 42_000 }), now);
    expect(priced).toMatchObject({ paid_qty: 3, final_price: 42_000, row_total: 126_000, row_total_regular: 135_000 });
  });
  it('halves the paid quantity for buy-2-for-1: 2 → pay 1, 3 → pay 2', () => {
    const tagged = product({ promo_tag: BUY_2_FOR_1_PROMO_TAG, price: 12_000 });
    expect(priceLine(line(2), tagged, now)).toMatchObject({
      paid_qty: 1,
      row_total: 12_000,
      row_total_regular: 24_000,
    });
    expect(priceLine(line(3), tagged, now)).toMatchObject({ paid_qty: 2, row_total: 24_000 });
  });
  it('prices a membership card at its final price, never halved', () => {
    const card = product({
      product_type: 'customer_membership',
      price: 80_000,
      membership_final_price: 70_000,
      promo_tag: BUY_2_FOR_1_PROMO_TAG,
    });
    expect(priceLine(line(2), card, now)).toMatchObject({
      is_membership: true,
      final_price: 70_000,
      paid_qty: 2,
      row_total: 140_000,
    });
  });
});
