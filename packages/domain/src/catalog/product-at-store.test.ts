import { describe, expect, it } from 'vitest';
import { campaignOf, isSellableAt, priceAt, stockAt, stockPoolOf } from './product-at-store';

const now = new Date('2026-11-21T04:00:00.000Z');
const open = {
  id: 7,
  start_time: '2026-11-21T00:00:00.000Z',
  end_time: '2026-11-22T00:00:00.000Z',
  price: 900,
  stock: 4,
};
const base = {
  enabled: true,
  product_type: 'simple',
  price: 1_500,
  special_price: 1_200,
  source_qty: 10 as number | null,
  campaign: null as typeof open | null,
};

describe('product at store (issue 8: one answer for catalogue and cart)', () => {
  it('campaignOf: no window or no price is no campaign; a missing stock is 0', () => {
    const row = {
      campaign_id: 7,
      campaign_start: open.start_time,
      campaign_end: open.end_time,
      campaign_price: 900,
      campaign_stock: null,
    };
    expect(campaignOf(row)).toEqual({ ...open, stock: 0 });
    expect(campaignOf({ ...row, campaign_price: null })).toBeNull();
    expect(campaignOf({ ...row, campaign_end: null })).toBeNull();
  });

  it('isSellableAt: enabled, and membership, no source, a stock row or an open campaign', () => {
    expect(isSellableAt(base, 'otis', now)).toBe(true);
    expect(isSellableAt({ ...base, enabled: false }, null, now)).toBe(false);
    expect(isSellableAt({ ...base, source_qty: null }, 'otis', now)).toBe(false);
    expect(isSellableAt({ ...base, source_qty: null }, null, now)).toBe(true);
    expect(isSellableAt({ ...base, source_qty: null, campaign: open }, 'otis', now)).toBe(true);
    expect(
      isSellableAt({ ...base, source_qty: null, campaign: { ...open, end_time: open.start_time } }, 'otis', now),
    ).toBe(false);
    expect(isSellableAt({ ...base, source_qty: null, product_type: 'customer_membership' }, 'otis', now)).toBe(true);
  });

  it('stockAt and priceAt follow spec §4', () => {
    expect(stockAt({ ...base, source_qty: -3 }, 'otis', now)).toBe(0);
    expect(stockAt({ ...base, source_qty: null }, null, now)).toBe(1);
    expect(stockAt({ ...base, campaign: open }, 'otis', now)).toBe(4);
    expect(stockAt({ ...base, product_type: 'customer_membership' }, 'otis', now)).toBe(99999);
    expect(priceAt(base, now)).toBe(1_200);
    expect(priceAt({ ...base, campaign: open }, now)).toBe(900);
  });

  it('stockPoolOf: the order takes its units from the campaign it is priced with, while it is open', () => {
    expect(stockPoolOf({ campaign: open }, now)).toEqual({ campaign_id: 7 });
    expect(priceAt({ ...base, campaign: open }, now)).toBe(open.price);
    expect(stockPoolOf({ campaign: { ...open, end_time: open.start_time } }, now)).toEqual({ campaign_id: null });
    expect(stockPoolOf({ campaign: null }, now)).toEqual({ campaign_id: null });
  });
});
