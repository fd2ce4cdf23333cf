import { type Cart, normalizeVoucherCode } from '@sulit/domain';
import type { CouponApplyResponse, CouponLookupResponse } from '@sulit/contracts/cart';
import type { CartContext, Shopper } from './cart-context';
import { couponLookupView, couponView } from './cart-views';
import { priceCart } from './price-cart';

/** Applies a voucher: an invalid one is an answer (applied false), and the cart keeps the voucher it had. */
export async function applyVoucher(
  { carts, clock }: CartContext,
  cart: Cart,
  code: string,
  source: string | null,
  shopper: Shopper,
): Promise<CouponApplyResponse> {
  const now = clock();
  const normalized = normalizeVoucherCode(code);
  const priced = await priceCart(carts, { ...cart, coupon_code: normalized }, source, shopper, now);
  const verdict = priced.summary.voucher;
  if (verdict?.ok) {
    await carts.updateCart(cart.id, { coupon_code: normalized }, now.toISOString());
    return couponView(
      priced,
      { applied: true, coupon_code: normalized, reason: null },
      { valid_notif: verdict.message, invalid_notif: null },
    );
  }
  const kept = await priceCart(carts, cart, source, shopper, now);
  return couponView(
    kept,
    { applied: false, coupon_code: cart.coupon_code, reason: verdict && !verdict.ok ? verdict.reason : 'not_found' },
    { valid_notif: null, invalid_notif: verdict?.message ?? null },
  );
}

export async function removeVoucher(
  { carts, clock }: CartContext,
  cart: Cart,
  source: string | null,
  shopper: Shopper,
): Promise<CouponApplyResponse> {
  const now = clock();
  await carts.updateCart(cart.id, { coupon_code: null }, now.toISOString());
  const priced = await priceCart(carts, { ...cart, coupon_code: null }, source, shopper, now);
  return couponView(
    priced,
    { applied: false, coupon_code: null, reason: null },
    { valid_notif: null, invalid_notif: null },
  );
}

export async function lookupVoucher({ carts, clock }: CartContext, code: string): Promise<CouponLookupResponse> {
  const normalized = normalizeVoucherCode(code);
  return couponLookupView(normalized, await carts.voucherByCode(normalized), clock());
}
