import { describe, expect, it } from 'vitest';
import { BUY_2_FOR_1_PROMO_TAG } from '../shared/store-constants';
import type { CartLine } from './cart-lines';
import type { CartProductFacts } from './cart-pricing';
import type { CartPromotion } from './cart-promotions';
import { cartUnits, summarizeCart } from './cart-totals';
import { testProductFacts } from './test-product-facts';
import type { Voucher } from './cart-vouchers';

const now = new Date('2026-11-21T04:00:00Z'); // noon, 21 November in Manila

const product = (product_id: number, over: Partial<CartProductFacts>) =>
  testProductFacts({ product_id, sku: `SKU-${product_id}`, name: `Product ${product_id}`, price: 10_000, ...over });
const products = new Map(
  [
    product(1, { name: 'Jasmine Rice 5 kg', price: 45_000, special_price: 42_000 }),
    product(2, { name: 'Bath Soap 3s', price: 12_000, promo_tag: BUY_2_FOR_1_PROMO_TAG }),
    product(3, { name: 'Instant Coffee 1 kg', price: 20_000 }),
    product(4, {
      name: 'Premium Membership',
      product_type: 'customer_membership',
      price: 80_000,
      membership_final_price: 70_000,
    }),
    product(5, { name: 'Stand Fan', price: 120_000, is_bulky: true, seller_id: 'kusina', shop_name: 'Kusina Traders' }),
    product(6, { name: 'LPG 11 kg', price: 95_000, is_gas: true }),
  ].map((p) => [p.product_id, p]),
);
const line = (product_id: number, qty: number): CartLine => ({
  line_id: `SKU-${product_id}`,
  sku: `SKU-${product_id}`,
  product_id,
  qty,
  specialInstruction: null,
});
const coffeeDeal: CartPromotion = {
  id: 1,
  promotion_type: 'buyxgety',
  name: 'Buy 2, Get 1 Free: Instant Coffee 1 kg',
  buy_qty: 2,
  get_qty: 1,
  discount_percent: 100,
  start_time: null,
  end_time: null,
  is_active: true,
  products: [
    { product_id: 3, role: 'buy' },
    { product_id: 3, role: 'get' },
  ],
};
const tenOff: Voucher = {
  code: 'SULIT10',
  discount_type: 'percent',
  discount_value: 10,
  max_discount: 10_000,
  min_spend: 50_000,
  starts_at: null,
  ends_at: null,
  is_active: true,
  usage_limit: null,
  times_used: 0,
  usage_limit_per_customer: null,
  seller_id: null,
};
const mixedCart = [line(1, 3), line(2, 2), line(3, 3), line(4, 1), line(5, 1)];
const voucherInput = { code: 'sulit10', record: tenOff, context: { customer_id: 7, customer_times_used: 0 } };

describe('cart totals (spec §3 cartTotals, computed by the server only)', () => {
  const summary = summarizeCart({ lines: mixedCart, products, promotions: [coffeeDeal], voucher: voucherInput, now });
  const totals = summary.cartTotals;

  it('subtotal is the sum of row totals: special price, buy-2-for-1 halved, membership at final price', () => {
    // rice 3 × 420.00 + soap 1 paid × 120.00 + coffee 3 × 200.00 + membership 700.00 + fan 1,200.00
    expect(totals.subtotal).toBe(126_000 + 12_000 + 60_000 + 70_000 + 120_000);
  });
  it('discount_amount is the promotions plus the voucher (10% capped at ₱100.00)', () => {
    expect(totals.promotion_discount).toBe(20_000);
    expect(totals.voucher_discount).toBe(10_000);
    expect(totals.discount_amount).toBe(30_000);
    expect(totals.coupon_code).toBe('SULIT10');
    expect(summary.voucher).toMatchObject({ ok: true, message: 'You used voucher code "SULIT10".' });
  });
  it('grand total = subtotal − discount + shipping (free delivery reached, one bulky unit ₱150.00)', () => {
    expect(totals.fee).toBe(0);
    expect(totals.base_fee).toBe(9_900 + 7_900);
    expect(totals.other_delivery_fee).toBe(15_000);
    expect(totals.shipping_amount).toBe(15_000);
    expect(totals.grand_total).toBe(388_000 - 30_000 + 15_000);
  });
  it('total savings add sale prices, free units, promotions and the voucher', () => {
    // rice 90.00 + soap 120.00 + coffee 200.00 + membership 100.00 + voucher 100.00
    expect(totals.total_savings).toBe(61_000);
    expect(summary.cartData.total_saved).toBe(61_000);
  });
  it('counts items and quantities', () => {
    expect([totals.items_count, totals.items_qty]).toEqual([5, 10]);
    expect([summary.cartData.items_count, summary.cartData.items_qty, summary.cartData.subtotal]).toEqual([
      5, 10, 388_000,
    ]);
  });
  it('has one store row per seller, the own store first, with delivery estimates', () => {
    expect(totals.stores).toEqual([
      {
        seller_id: 'sulit',
        shop_name: 'Sulit Club',
        coupon_code: 'SULIT10',
        items_count: 4,
        items_qty: 9,
        subtotal: 268_000,
        discount_amount: 20_000 + 5_973,
        base_fee: 9_900,
        fee: 0,
        other_delivery_fee: 0,
        shipping_incl_tax: 0,
        free_delivery_percent: 100,
        free_delivery_remaining: 0,
        deliveryDetails: { earliestDate: '2026-11-22', latestDate: '2026-11-22' },
      },
      {
        seller_id: 'kusina',
        shop_name: 'Kusina Traders',
        coupon_code: 'SULIT10',
        items_count: 1,
        items_qty: 1,
        subtotal: 120_000,
        discount_amount: 4_027,
        base_fee: 7_900,
        fee: 0,
        other_delivery_fee: 15_000,
        shipping_incl_tax: 15_000,
        free_delivery_percent: 100,
        free_delivery_remaining: 0,
        deliveryDetails: { earliestDate: '2026-11-23', latestDate: '2026-11-26' },
      },
    ]);
  });
  it('line voucher shares add up to the voucher discount', () => {
    const items = summary.cartData.items.flatMap((group) => group.products);
    expect(items.reduce((sum, item) => sum + item.discount_amount, 0)).toBe(10_000);
    expect(items.find((item) => item.sku === 'SKU-4')?.discount_amount).toBe(0); // membership card
  });
  it('lists the applied promotion in cartData.promotion_items', () => {
    expect(summary.cartData.promotion_items).toMatchObject([
      { promotion_id: 1, promotion_type: 'buyxgety', promotion_saved: 20_000 },
    ]);
  });
  it('freeShippingProgressData.percent is 100 once free delivery is reached', () => {
    expect(totals.freeShippingProgressData.percent).toBe(100);
  });
});

describe('cart totals: other carts', () => {
  it('charges delivery under the threshold and shows the own store progress', () => {
    const totals = summarizeCart({ lines: [line(1, 1)], products, promotions: [], now }).cartTotals;
    expect(totals.fee).toBe(9_900);
    expect(totals.freeShippingProgressData.percent).toBe(28); // 420.00 of 1,500.00
    expect(totals.grand_total).toBe(42_000 + 9_900);
  });
  it('a membership-only cart is not delivered and skips the timeslot (is_all_solone)', () => {
    const totals = summarizeCart({ lines: [line(4, 1)], products, promotions: [], now }).cartTotals;
    expect(totals).toMatchObject({
      is_all_solone: true,
      skips_timeslot: true,
      shipping_amount: 0,
      grand_total: 70_000,
    });
    expect(totals.stores[0]?.deliveryDetails).toBeNull();
    expect(totals.freeShippingProgressData.percent).toBe(0);
  });
  it('a gas-only cart is is_all_gtc and skips the timeslot', () => {
    const totals = summarizeCart({ lines: [line(6, 1)], products, promotions: [], now }).cartTotals;
    expect([totals.is_all_gtc, totals.is_all_solone, totals.skips_timeslot]).toEqual([true, false, true]);
  });
  it('an invalid voucher discounts nothing and carries its invalid notification', () => {
    const summary = summarizeCart({
      lines: [line(1, 1)],
      products,
      promotions: [],
      voucher: { ...voucherInput, record: tenOff },
      now,
    });
    expect(summary.cartTotals.discount_amount).toBe(0);
    expect(summary.cartTotals.coupon_code).toBeNull();
    expect(summary.voucher).toMatchObject({ ok: false, reason: 'min_spend_not_met' });
  });
  it('lines whose product is gone are left out and reported', () => {
    const summary = summarizeCart({ lines: [line(1, 1), line(99, 2)], products, promotions: [], now });
    expect(summary.missing_line_ids).toEqual(['SKU-99']);
    expect(summary.cartTotals.items_count).toBe(1);
  });
  it('an empty cart is all zeros', () => {
    const totals = summarizeCart({ lines: [], products, promotions: [], now }).cartTotals;
    expect([
      totals.subtotal,
      totals.grand_total,
      totals.shipping_amount,
      totals.items_qty,
      totals.stores.length,
    ]).toEqual([0, 0, 0, 0, 0]);
    expect([totals.is_all_solone, totals.is_all_gtc]).toEqual([false, false]);
  });
});

describe('the header badge counts what the pricing counts, without pricing (issue 34)', () => {
  it('counts 2 rice + 3 soap + 1 card = 6 units, leaving out a product the catalogue lost and a line of no units', () => {
    const lines = [line(1, 2), line(2, 3), line(4, 1), line(99, 5), line(3, 0), line(6, 1.5)];
    expect(cartUnits(lines, products)).toBe(6);
    expect(cartUnits(lines, products)).toBe(
      summarizeCart({ lines, products, promotions: [coffeeDeal], now }).cartData.items_qty,
    );
    expect(cartUnits([], products)).toBe(0);
  });
});

describe('the senior citizen / PWD special discount in the one totals pass (decision 038)', () => {
  // JAO 24-02: "5 % of the regular retail price" on "at most ₱2,500.00 a week", so "at most ₱125.00 of discount"
  const base = { products, promotions: [], now };

  it('gives a verified holder 5% of the qualifying goods up to the week’s cap, on its own line, before the rebate', () => {
    // 20 coffees at ₱200: ₱4,000 regular, of which ₱2,500 counts: ₱125.00 off
    const summary = summarizeCart({
      ...base,
      lines: [line(3, 20), line(6, 1)],
      specialDiscount: { qualifying: new Set([3]), purchaseUsed: 0 },
    });
    expect(summary.cartTotals.special_discount).toBe(12_500);
    expect(summary.cartTotals.discount_amount).toBe(12_500);
    expect(summary.cartTotals.grand_total).toBe(400_000 + 95_000 - 12_500 + summary.cartTotals.shipping_amount);
    expect(summary.cartTotals.special_discount_allowance).toEqual({ purchase_left: 0, discount_left: 0 });
    expect(summary.adjustments).toContainEqual({
      kind: 'special_discount',
      seller_id: 'sulit',
      amount: -12_500,
      label: 'Senior citizen / PWD discount (5%)',
    });
    expect(summary.special?.purchase).toBe(250_000);
  });

  it('counts only what is left of the week, and nothing for a shopper without a verified ID', () => {
    const later = summarizeCart({
      ...base,
      lines: [line(3, 5)],
      specialDiscount: { qualifying: new Set([3]), purchaseUsed: 200_000 },
    });
    // ₱500 left of the cap: ₱25.00 off, and nothing left after this cart
    expect(later.cartTotals.special_discount).toBe(2_500);
    expect(later.cartTotals.special_discount_allowance).toEqual({ purchase_left: 0, discount_left: 0 });
    const nobody = summarizeCart({ ...base, lines: [line(3, 5)] });
    expect(nobody.cartTotals.special_discount).toBe(0);
    expect(nobody.cartTotals.special_discount_allowance).toBeNull();
    expect(nobody.special).toBeNull();
  });
});
