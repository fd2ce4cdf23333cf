import { describe, expect, it } from 'vitest';
import { availableStock, discountPercent, finalPrice, isCampaignActive } from './catalog-pricing';

const now = new Date('2026-11-21T04:00:00Z');
const open = { start_time: '2026-11-20T00:00:00Z', end_time: '2026-11-22T00:00:00Z', price: 9900, stock: 7 };
const ended = { ...open, end_time: '2026-11-21T03:59:59Z' };
const future = { ...open, start_time: '2026-11-21T04:00:01Z' };

describe('campaign price window (spec §4: applies only while its window is active)', () => {
  it('is active inside the window and not before or after it', () => {
    expect(isCampaignActive(open, now)).toBe(true);
    expect(isCampaignActive(ended, now)).toBe(false);
    expect(isCampaignActive(future, now)).toBe(false);
    expect(isCampaignActive(null, now)).toBe(false);
  });

  it('uses the campaign price only while active', () => {
    const product = { price: 12000, special_price: null };
    expect(finalPrice(product, open, now)).toBe(9900);
    expect(finalPrice(product, ended, now)).toBe(12000);
  });

  it('falls back to a lower special price, never a higher one', () => {
    expect(finalPrice({ price: 12000, special_price: 10000 }, null, now)).toBe(10000);
    expect(finalPrice({ price: 12000, special_price: 15000 }, null, now)).toBe(12000);
  });
});

describe('discount percent (spec §4: rounded; at 99 or above rounded down)', () => {
  it('rounds to the nearest whole percent', () => {
    expect(discountPercent(10000, 8750)).toBe(13); // 12.5 rounds up
    expect(discountPercent(30000, 20000)).toBe(33); // 33.33
  });
  it('rounds down at 99 or above so a near-free item never reads 100%', () => {
    expect(discountPercent(100000, 400)).toBe(99); // 99.6
    expect(discountPercent(100000, 900)).toBe(99); // 99.1
  });
  it('is null when nothing is off', () => {
    expect(discountPercent(10000, 10000)).toBeNull();
    expect(discountPercent(10000, 12000)).toBeNull();
    expect(discountPercent(100000, 99999)).toBeNull(); // 0.001% rounds to 0
  });
});

describe('stock (spec §4)', () => {
  const base = { product_type: 'simple', sourceQty: 5, sourceCode: 'alabang', campaign: null };
  it('membership items are unlimited (99999)', () => {
    expect(availableStock({ ...base, product_type: 'customer_membership', sourceQty: 0 }, now)).toBe(99999);
  });
  it('an active campaign uses its own stock', () => {
    expect(availableStock({ ...base, campaign: open }, now)).toBe(7);
    expect(availableStock({ ...base, campaign: ended }, now)).toBe(5);
  });
  it('else the quantity for the current source, 0 if negative', () => {
    expect(availableStock({ ...base, sourceQty: -4 }, now)).toBe(0);
    expect(availableStock({ ...base, sourceQty: undefined }, now)).toBe(0);
  });
  it('1 if no source is set', () => {
    expect(availableStock({ ...base, sourceCode: null }, now)).toBe(1);
  });
});
