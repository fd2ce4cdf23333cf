import { describe, expect, it } from 'vitest';
import {
  CartRef,
  CartSyncBody,
  CouponParams,
  TotalsInformationBody,
  ValidateCartBody,
  ValidateCartResponse,
} from './cart';

const item = { sku: 'SC-000123', qty: 2 };

describe('cart inputs reject hostile values (issue 5: negative, fractional, huge or non-numeric quantities, forged prices)', () => {
  it('accepts a sync payload {cart_items, shippingZone}', () => {
    const body = CartSyncBody.parse({
      cart_items: [
        { ...item, quote_id: 12, product_type: 'simple', specialInstruction: 'ripe ones' },
        { sku: 'SC-000123', qty: 1, specialInstruction: 'green ones', line_id: 'SC-000123#1' },
        { sku: 'MEMBERSHIP-PREMIUM', qty: 0, product_type: 'customer_membership' },
      ],
      shippingZone: 'NCR-1',
    });
    expect(body.cart_items).toHaveLength(3);
  });
  it.each([
    ['negative', -1],
    ['fractional', 1.5],
    ['huge', 1000],
    ['non-numeric', '2'],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['null', null],
  ])('rejects a %s quantity', (_label, qty) => {
    expect(CartSyncBody.safeParse({ cart_items: [{ ...item, qty }] }).success).toBe(false);
    expect(ValidateCartBody.safeParse({ products: [{ ...item, qty }], source: 'alabang' }).success).toBe(false);
  });
  it.each(['price', 'final_price', 'custom_price', 'row_total', 'discount_amount'])('rejects a forged %s', (field) => {
    expect(CartSyncBody.safeParse({ cart_items: [{ ...item, [field]: 1 }] }).success).toBe(false);
    expect(ValidateCartBody.safeParse({ products: [{ ...item, [field]: 1 }], source: 'alabang' }).success).toBe(false);
  });
  it('rejects unknown top-level fields, too many lines, bad skus and control characters', () => {
    expect(CartSyncBody.safeParse({ cart_items: [], grand_total: 0 }).success).toBe(false);
    expect(CartSyncBody.safeParse({ cart_items: Array.from({ length: 201 }, () => item) }).success).toBe(false);
    expect(CartSyncBody.safeParse({ cart_items: [{ ...item, sku: "x' OR 1=1--" }] }).success).toBe(false);
    expect(CartSyncBody.safeParse({ cart_items: [{ ...item, specialInstruction: 'a\u0000b' }] }).success).toBe(false);
    expect(CartSyncBody.safeParse({ cart_items: [{ ...item, specialInstruction: 'x'.repeat(256) }] }).success).toBe(
      false,
    );
  });
  it('validate-cart needs a known source and at least 1 of each product', () => {
    expect(ValidateCartBody.safeParse({ products: [item], source: 'alabang' }).success).toBe(true);
    expect(ValidateCartBody.safeParse({ products: [item], source: 'mars' }).success).toBe(false);
    expect(ValidateCartBody.safeParse({ products: [{ ...item, qty: 0 }], source: 'alabang' }).success).toBe(false);
    expect(
      ValidateCartResponse.parse({ invalid_qty: [{ sku: 'A', qty: 3, available_qty: 1 }], invalid_sku: ['B'] }),
    ).toBeTruthy();
  });
  it('totals-information takes {townshipId, shippingZoneCode}, township ids as numbers or digits', () => {
    expect(TotalsInformationBody.parse({ townshipId: '1376', shippingZoneCode: 'NCR' })).toEqual({
      townshipId: 1376,
      shippingZoneCode: 'NCR',
    });
    expect(TotalsInformationBody.safeParse({ townshipId: -3 }).success).toBe(false);
    expect(TotalsInformationBody.safeParse({ townshipId: '12abc' }).success).toBe(false);
    expect(TotalsInformationBody.safeParse({ townshipId: 1, subtotal: 1 }).success).toBe(false);
  });
  it('cart refs are customer ids or unguessable guest masks; voucher codes are upper-cased', () => {
    expect(CartRef.parse('42')).toBe(42);
    expect(CartRef.parse('a'.repeat(32))).toBe('a'.repeat(32));
    expect(CartRef.safeParse('short-mask').success).toBe(false);
    expect(CouponParams.parse({ cartId: '42', code: 'pasko2026' })).toEqual({ cartId: 42, code: 'PASKO2026' });
    expect(CouponParams.safeParse({ cartId: '42', code: '<script>' }).success).toBe(false);
  });
});
