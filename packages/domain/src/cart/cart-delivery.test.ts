import { describe, expect, it } from 'vitest';
import { FREE_DELIVERY_THRESHOLD_PERCENT } from './cart-constants';
import { deliveryEstimate, freeDeliveryPercent, manilaDatePlusDays, sellerDelivery } from './cart-delivery';

describe('free-delivery progress (spec §9: free-delivery threshold percent 100)', () => {
  it('is 100 at the threshold', () => {
    expect(FREE_DELIVERY_THRESHOLD_PERCENT).toBe(100);
    expect(freeDeliveryPercent(150_000, 150_000)).toBe(100);
  });
  it('rounds down so 100 is never shown early, and is capped at 100', () => {
    expect(freeDeliveryPercent(149_999, 150_000)).toBe(99);
    expect(freeDeliveryPercent(75_000, 150_000)).toBe(50);
    expect(freeDeliveryPercent(900_000, 150_000)).toBe(100);
    expect(freeDeliveryPercent(0, 150_000)).toBe(0);
  });
});

describe('delivery fee per seller (decided: ₱99 own store free from ₱1,500; ₱79 sellers free from ₱999; ₱150 per bulky unit)', () => {
  it('charges the own store fee under ₱1,500.00 and nothing from it', () => {
    expect(sellerDelivery({ seller_id: 'sulit', goods_subtotal: 149_999, goods_qty: 3, bulky_qty: 0 })).toMatchObject({
      base_fee: 9_900,
      fee: 9_900,
      shipping_incl_tax: 9_900,
      free_delivery_percent: 99,
      free_delivery_remaining: 1,
    });
    expect(sellerDelivery({ seller_id: 'sulit', goods_subtotal: 150_000, goods_qty: 3, bulky_qty: 0 })).toMatchObject({
      base_fee: 9_900,
      fee: 0,
      shipping_incl_tax: 0,
      free_delivery_percent: 100,
      free_delivery_remaining: 0,
    });
  });
  it('charges third-party sellers ₱79.00 under ₱999.00', () => {
    expect(sellerDelivery({ seller_id: 'kusina', goods_subtotal: 99_899, goods_qty: 1, bulky_qty: 0 }).fee).toBe(7_900);
    expect(sellerDelivery({ seller_id: 'kusina', goods_subtotal: 99_900, goods_qty: 1, bulky_qty: 0 }).fee).toBe(0);
  });
  it('adds ₱150.00 per bulky unit as other_delivery_fee, even with free delivery', () => {
    expect(sellerDelivery({ seller_id: 'sulit', goods_subtotal: 2_000_000, goods_qty: 2, bulky_qty: 2 })).toMatchObject(
      {
        fee: 0,
        other_delivery_fee: 30_000,
        shipping_incl_tax: 30_000,
      },
    );
  });
  it('charges nothing when there are no goods to deliver', () => {
    expect(
      sellerDelivery({ seller_id: 'sulit', goods_subtotal: 0, goods_qty: 0, bulky_qty: 0 }).shipping_incl_tax,
    ).toBe(0);
  });
});

describe('delivery estimates (decided: own store next day, third-party sellers 2-5 days, Asia/Manila calendar)', () => {
  it('counts days on the Manila calendar', () => {
    // 2026-11-21T17:30Z is already 22 November in Manila (UTC+8)
    const now = new Date('2026-11-21T17:30:00Z');
    expect(deliveryEstimate('sulit', now)).toEqual({ earliestDate: '2026-11-23', latestDate: '2026-11-23' });
    expect(deliveryEstimate('kusina', now)).toEqual({ earliestDate: '2026-11-24', latestDate: '2026-11-27' });
  });
  it('takes a seller lead time when one is given', () => {
    const now = new Date('2026-11-21T04:00:00Z');
    expect(deliveryEstimate('kusina', now, { earliest: 1, latest: 3 })).toEqual({
      earliestDate: '2026-11-22',
      latestDate: '2026-11-24',
    });
  });
  it('rolls over months and years', () => {
    expect(manilaDatePlusDays(new Date('2026-12-30T02:00:00Z'), 5)).toBe('2027-01-04');
  });
});
