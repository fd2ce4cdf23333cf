import {
  type CartResponse,
  type CartSyncResponse,
  type CartTotalsResponse,
  type CouponApplyResponse,
  type CouponLookupResponse,
  DidYouForgetItResponse,
} from '@sulit/contracts/cart';
import type { ProductCard } from '@sulit/contracts/catalog';
import type { StoredVoucher } from '@sulit/db';
import { productPath, type SyncFailure, stockAt, voucherWindowAt } from '@sulit/domain';
import type { PricedCart } from './price-cart';

/** Response shaping of the cart family: every answer is built here from one pricing pass. */

/** The cart as the spec's cartData, with the display facts the server adds from the catalogue. */
export function cartView(
  { cart, lines, products, summary, source, now }: PricedCart,
  mask: string | null,
): CartResponse {
  const removed = new Set(summary.missing_line_ids);
  const view: CartResponse = {
    cart_id: cart.mask_hash === null ? cart.id : null,
    cartMaskId: null,
    ...summary.cartData,
    items: summary.cartData.items.map((group) => ({
      ...group,
      products: group.products.map((item) => {
        const row = products.get(item.product_id);
        return {
          ...item,
          cart_quantity: item.qty,
          url: row ? productPath(row.root_category_slug, row.url_key, row.sku, row.id) : '',
          image_url: `/media/product/${item.product_id}.svg`,
          stock_qty: row ? stockAt(row, source, now) : 0,
        };
      }),
    })),
    coupon_code: cart.coupon_code,
    removed_skus: lines.filter((l) => removed.has(l.line_id)).map((l) => l.sku),
  };
  return mask ? { ...view, cartMaskId: mask, cart_id: null } : view;
}

/** totals-information: the totals and the applied voucher's verdict now. */
export function totalsView({ summary }: PricedCart): CartTotalsResponse {
  return {
    ...summary.cartTotals,
    voucherMessage: summary.voucher
      ? summary.voucher.ok
        ? { valid_notif: summary.voucher.message, invalid_notif: null }
        : { valid_notif: null, invalid_notif: summary.voucher.message }
      : null,
  };
}

/** A sync: the cart, the items that could not be applied, and the totals of the same pricing pass. */
export function syncView(priced: PricedCart, mask: string | null, failures: readonly SyncFailure[]): CartSyncResponse {
  return {
    ...cartView(priced, mask),
    failures: failures.map((f) => ({
      item_index: f.item_index,
      code: f.code,
      message: f.message,
      ...('sku' in f ? { sku: f.sku } : {}),
      ...('available_qty' in f ? { available_qty: f.available_qty } : {}),
    })),
    totals: totalsView(priced),
  };
}

function totalsWithoutVoucher(priced: PricedCart) {
  const { voucherMessage: _omit, ...rest } = totalsView(priced);
  return rest;
}

/** PUT/DELETE coupons: whether the code is (still) applied, the notification and the totals. */
export function couponView(
  priced: PricedCart,
  outcome: { applied: boolean; coupon_code: string | null; reason: CouponApplyResponse['reason'] },
  message: { valid_notif: string | null; invalid_notif: string | null },
): CouponApplyResponse {
  return { ...outcome, voucherMessage: message, cartTotals: totalsWithoutVoucher(priced) };
}

/** GET /rest/V1/coupon/{code}: what a voucher is, without a cart. */
export function couponLookupView(code: string, voucher: StoredVoucher | undefined, now: Date): CouponLookupResponse {
  if (!voucher) {
    return {
      code,
      exists: false,
      is_active: false,
      discount_type: null,
      discount_value: null,
      max_discount: null,
      min_spend: null,
      starts_at: null,
      ends_at: null,
      seller_id: null,
    };
  }
  return {
    code: voucher.code,
    exists: true,
    is_active: voucher.is_active && voucherWindowAt(voucher, now) === 'open',
    discount_type: voucher.discount_type,
    discount_value: voucher.discount_value,
    max_discount: voucher.max_discount,
    min_spend: voucher.min_spend,
    starts_at: voucher.starts_at,
    ends_at: voucher.ends_at,
    seller_id: voucher.seller_id,
  };
}

/** "Did you forget it?" items: the catalogue cards cut to the contract's fields (the schema drops the rest). */
export function forgottenItemsView(cards: readonly ProductCard[]): DidYouForgetItResponse {
  return DidYouForgetItResponse.parse({ items: cards });
}
