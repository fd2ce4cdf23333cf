import { z } from 'zod';
import {
  CART_MAX_LINES,
  CART_MAX_LINE_QTY,
  MEMBERSHIP_PRODUCT_TYPE,
  SPECIAL_INSTRUCTION_MAX_LENGTH,
} from '@sulit/domain/cart/cart-constants';
import type {
  CartData,
  CartItemView,
  CartStoreRow,
  CartTotals as DomainCartTotals,
} from '@sulit/domain/cart/cart-totals';
import type { AppliedPromotion, LinePromotion as DomainLinePromotion } from '@sulit/domain/cart/cart-promotions';
import type { CartStockValidation } from '@sulit/domain/cart/cart-lines';
import { IdParam, text } from './common';
import { SourceCodeQuery, StoreViewCode } from './catalog';

/**
 * Cart, totals and vouchers (spec §3 Cart / Cart data / Cart totals, §4 Cart, Merge after login, Voucher;
 * §7 cart family). Money is integer centavos. The server prices everything: no input below carries a
 * price, total or discount, and every input object is `.strict()`, so a forged `price` field is a 400.
 *
 * Paths (core under /api; legacy under /rest/V1 and /rest/{store}/V1):
 *   POST   /api/cart/guest-carts                                   → GuestCartCreated
 *   GET    /api/cart/v2/cached/guest/{mask} ?shippingZoneCode&storeCode → CartResponse
 *   GET    /api/cart/v2/stores/{store}/mine ?shippingZoneCode       → CartResponse (customer)
 *   GET    /api/carts/badge                                        → CartBadgeResponse (read-only; never creates a cart)
 *   POST   /api/cart/stores/v2/{store}/{cartId}/sync               CartSyncBody → CartSyncResponse
 *   POST   /api/cart/sync                                          CartSyncBody (+ cart from the session) → CartSyncResponse
 *   DELETE /api/cart/carts/{cartId}                                → CartResponse (empty)
 *   DELETE /api/cart/carts/{cartId}/items/{productId}              → CartResponse
 *   DELETE /api/cart/deactivate/mgtId/{cartId}                     → CartResponse (empty)
 *   POST   /api/product/v2/validate-cart ?shippingZoneCode         ValidateCartBody → ValidateCartResponse
 *   POST   /api/cart/v2/{cartId}/totals-information                TotalsInformationBody → CartTotalsResponse
 *   POST   /api/cart/v2/guest-carts/{id}/totals-information        TotalsInformationBody → CartTotalsResponse
 *   PUT    /api/cart/carts/{cartId}/coupons/{code}                 → CouponApplyResponse (200 also when invalid)
 *   DELETE /api/cart/carts/{cartId}/coupons/{code}                 → CouponApplyResponse
 *   GET    /rest/V1/coupon/{code}                                  → CouponLookupResponse
 *   GET    /rest/V1/carts/mine/restore-quote                       → CartResponse
 * {cartId} is a customer cart id or a guest cart mask (CartRef); another shopper's id or mask is a 404.
 */

/* ───────────────────────── Building blocks ───────────────────────── */

/** A catalogue sku: letters, digits, dot, dash, underscore; 1-64 characters (e.g. SC-000123, MEMBERSHIP-PREMIUM). */
export const CartSku = text().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be a product sku');

/** A quantity to set: a whole number from 0 (removes the line) to 999. Strings, fractions, negatives: 400. */
export const CartQuantity = z.number().int().min(0).max(CART_MAX_LINE_QTY);
/** A quantity asked about (validate-cart) or added: 1 to 999. */
export const PositiveCartQuantity = z.number().int().min(1).max(CART_MAX_LINE_QTY);

/** A special instruction: at most 255 characters, no control characters; empty or null means none. */
export const SpecialInstruction = z
  .string()
  .max(SPECIAL_INSTRUCTION_MAX_LENGTH)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');

/** An unguessable guest cart mask (spec §3 cartMaskId): 32-64 url-safe characters. */
export const GuestCartMask = text().regex(/^[A-Za-z0-9_-]{32,64}$/, 'must be a cart mask');
/** A cart in a path: a guest mask or a customer cart id. */
export const CartRef = z.union([GuestCartMask, IdParam]);

/** A delivery zone code (spec §7 shippingZone / shippingZoneCode). */
export const ShippingZoneCode = text().regex(/^[A-Za-z0-9_-]{0,64}$/, 'must be a shipping zone code');

/** A voucher code: 1-32 letters, digits, dash or underscore; compared upper-cased. */
export const VoucherCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be a voucher code')
  .transform((code) => code.toUpperCase());

/** Spec §3 product_type; from a client it is a hint only (the catalogue decides). */
export const CartProductType = z.enum(['simple', MEMBERSHIP_PRODUCT_TYPE]);

/* ───────────────────────── Inputs ───────────────────────── */

/** A line's product id: a catalogue id, or the negative id of a membership card line (membershipLineProductId). */
const LineProductId = z.coerce
  .number()
  .int()
  .min(-2_147_483_647)
  .max(2_147_483_647)
  .refine((n) => n !== 0, 'Invalid product id');
/** One line of a sync payload (spec §3 "Cart payload for sync: quote_id, sku, product_type, qty"). */
export const CartSyncItem = z
  .object({
    quote_id: CartRef.optional(),
    sku: CartSku,
    product_type: CartProductType.optional(),
    qty: CartQuantity,
    specialInstruction: SpecialInstruction.nullable().optional(),
    /** the line's temporary id (sku or sku#n) when editing an existing line */
    line_id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}(#[1-9][0-9]{0,2})?$/, 'must be a cart line id')
      .optional(),
    product_id: LineProductId.optional(),
  })
  .strict();
export type CartSyncItem = z.infer<typeof CartSyncItem>;

/** POST /cart/stores/v2/{store}/{cartId}/sync and /cart/sync body (spec §7 {cart_items, shippingZone}). */
export const CartSyncBody = z
  .object({
    cart_items: z.array(CartSyncItem).max(CART_MAX_LINES),
    shippingZone: ShippingZoneCode.nullable().optional(),
  })
  .strict();
export type CartSyncBody = z.infer<typeof CartSyncBody>;

/** POST sync-cart/mgt (spec §7 {cart_id}): the customer's cart, by its number. */
export const SyncCartMgtBody = z.object({ cart_id: z.number().int().positive().max(2_147_483_647) }).strict();
export type SyncCartMgtBody = z.infer<typeof SyncCartMgtBody>;

export const CartSyncParams = z.object({ store: StoreViewCode, cartId: CartRef }).strict();
export const CartMineParams = z.object({ store: StoreViewCode }).strict();
export const CartParams = z.object({ cartId: CartRef }).strict();
export const CartItemParams = z.object({ cartId: CartRef, productId: LineProductId }).strict();
export const GuestCartParams = z.object({ mask: GuestCartMask }).strict();
export const GuestTotalsParams = z.object({ id: GuestCartMask }).strict();
export const CouponParams = z.object({ cartId: CartRef, code: VoucherCode }).strict();
export const CouponLookupParams = z.object({ code: VoucherCode }).strict();

export const CartQuery = z.object({ shippingZoneCode: ShippingZoneCode.optional() }).strict();
export const GuestCartQuery = z
  .object({ shippingZoneCode: ShippingZoneCode.optional(), storeCode: StoreViewCode.optional() })
  .strict();

/** POST /product/v2/validate-cart body (spec §7 {products, source}). */
export const ValidateCartBody = z
  .object({
    products: z
      .array(z.object({ sku: CartSku, qty: PositiveCartQuantity, product_type: CartProductType.optional() }).strict())
      .max(CART_MAX_LINES),
    source: SourceCodeQuery,
  })
  .strict();
export type ValidateCartBody = z.infer<typeof ValidateCartBody>;
export const ValidateCartQuery = CartQuery;

/** A township (barangay) id: a positive whole number, also accepted as a string of digits. */
const TownshipId = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a township id')
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
]);

/** POST cart/v2/{cartId}/totals-information (and the guest variant) body (spec §7). */
export const TotalsInformationBody = z
  .object({
    townshipId: TownshipId.nullable().optional(),
    shippingZoneCode: ShippingZoneCode.nullable().optional(),
  })
  .strict();
export type TotalsInformationBody = z.infer<typeof TotalsInformationBody>;

/* ───────────────────────── Outputs ───────────────────────── */

const Centavos = z.number().int().min(0);
const Count = z.number().int().min(0);

/** Spec §3 promotion fields of a cart line. */
export const LinePromotion = z.object({
  promotion_type: z.enum(['normal', 'buyxgety', 'bundle_group']),
  promotion_id: z.number().int().nullable(),
  promotion_name: text().nullable(),
  promotion_qty: Count,
  promotion_original_price: Centavos,
  promotion_saved: Centavos,
  promotion_row_saved: Centavos,
});
export type LinePromotion = z.infer<typeof LinePromotion>;

export const PromotionItem = z.object({
  sku: text(),
  product_id: z.number().int(),
  line_id: text(),
  qty: Count,
});

/** cartData.promotion_items: one entry per applied promotion, with its buy and get item lists. */
export const AppliedPromotionSchema = z.object({
  promotion_id: z.number().int(),
  promotion_type: z.enum(['buyxgety', 'bundle_group']),
  name: text(),
  discount_percent: z.number(),
  buy_items: z.array(PromotionItem),
  get_items: z.array(PromotionItem),
  promotion_saved: Centavos,
});

/** A cart line as the server priced it (spec §3 Product in cart). */
export const CartProduct = z.object({
  line_id: text(),
  sku: text(),
  product_id: z.number().int(),
  name: text(),
  seller_id: text(),
  shop_name: text(),
  product_type: text(),
  qty: Count,
  specialInstruction: text().nullable(),
  promo_tag: text().nullable(),
  is_bulky: z.boolean(),
  is_gas: z.boolean(),
  is_membership: z.boolean(),
  price: Centavos,
  final_price: Centavos,
  paid_qty: Count,
  row_total: Centavos,
  row_total_regular: Centavos,
  promotion: LinePromotion,
  discount_amount: Centavos,
  row_total_after_discount: Centavos,
  /** display facts the server adds from the catalogue */
  cart_quantity: Count.optional(),
  url: text().optional(),
  image_url: text().optional(),
  /** stock at the shopper's source (99999 for membership cards) */
  stock_qty: Count.optional(),
});
export type CartProduct = z.infer<typeof CartProduct>;

export const CartSellerGroup = z.object({
  seller_id: text(),
  shop_name: text(),
  products: z.array(CartProduct),
});

/** The cart (spec §3 cartData {items, promotion_items, subtotal, items_qty, total_saved}). */
export const CartResponse = z.object({
  /** customer cart id, or null for a guest cart */
  cart_id: z.number().int().nullable(),
  /** guest cart mask, or null for a customer cart */
  cartMaskId: text().nullable(),
  items: z.array(CartSellerGroup),
  promotion_items: z.array(AppliedPromotionSchema),
  subtotal: Centavos,
  items_count: Count,
  items_qty: Count,
  total_saved: Centavos,
  coupon_code: text().nullable().optional(),
  /** lines the server dropped because their product is gone or no longer sold at the source */
  removed_skus: z.array(text()).optional(),
  /** sync only: the items that could not be applied (the others were), as values (spec messages) */
  failures: z
    .array(
      z.object({
        item_index: z.number().int().min(0),
        code: z.enum([
          'invalid_quantity',
          'out_of_stock',
          'limited_stock',
          'unknown_line',
          'cart_full',
          'guest_limit',
          'unknown_sku',
          'membership_not_allowed',
        ]),
        message: text(),
        sku: text().optional(),
        available_qty: Count.optional(),
      }),
    )
    .optional(),
});
export type CartResponse = z.infer<typeof CartResponse>;

export const GuestCartCreated = z.object({ cartMaskId: GuestCartMask });
export type GuestCartCreated = z.infer<typeof GuestCartCreated>;

export const CartStoreRowSchema = z.object({
  seller_id: text(),
  shop_name: text(),
  coupon_code: text().nullable(),
  items_count: Count,
  items_qty: Count,
  subtotal: Centavos,
  discount_amount: Centavos,
  base_fee: Centavos,
  fee: Centavos,
  other_delivery_fee: Centavos,
  shipping_incl_tax: Centavos,
  free_delivery_percent: z.number().int().min(0).max(100),
  free_delivery_remaining: Centavos,
  /** YYYY-MM-DD in Asia/Manila; null when the row holds only membership cards */
  deliveryDetails: z
    .object({
      earliestDate: text().regex(/^\d{4}-\d{2}-\d{2}$/),
      latestDate: text().regex(/^\d{4}-\d{2}-\d{2}$/),
    })
    .nullable(),
});

/** Spec §3 cartTotals. */
export const CartTotals = z.object({
  fee: Centavos,
  base_fee: Centavos,
  other_delivery_fee: Centavos,
  shipping_amount: Centavos,
  earned_rebate: Centavos,
  maya_rebate: Centavos,
  /** the member's rebate this cart spends, already taken off grand_total (decision 028) */
  rebate_applied: Centavos,
  subtotal: Centavos,
  promotion_discount: Centavos,
  voucher_discount: Centavos,
  /** the senior citizen / PWD special discount (decision 038), part of discount_amount */
  special_discount: Centavos,
  /** a verified holder's allowance left this week after this cart (null for anyone else) */
  special_discount_allowance: z.object({ purchase_left: Centavos, discount_left: Centavos }).nullable(),
  discount_amount: Centavos,
  grand_total: Centavos,
  total_savings: Centavos,
  is_all_solone: z.boolean(),
  is_all_gtc: z.boolean(),
  has_membership_item: z.boolean(),
  has_bulky_item: z.boolean(),
  skips_timeslot: z.boolean(),
  coupon_code: text().nullable(),
  items_count: Count,
  items_qty: Count,
  freeShippingProgressData: z.object({ percent: z.number().int().min(0).max(100) }),
  stores: z.array(CartStoreRowSchema),
});
export type CartTotals = z.infer<typeof CartTotals>;

/** Spec §3 voucherMessage {valid_notif, invalid_notif}. */
export const VoucherMessage = z.object({ valid_notif: text().nullable(), invalid_notif: text().nullable() });
export type VoucherMessage = z.infer<typeof VoucherMessage>;

export const VoucherFailureReasonSchema = z.enum([
  'not_found',
  'inactive',
  'not_started',
  'expired',
  'usage_limit_reached',
  'login_required',
  'customer_usage_limit_reached',
  'not_applicable',
  'min_spend_not_met',
]);

export const CartTotalsResponse = CartTotals.extend({
  /** the applied voucher's verdict now (it may have lapsed since it was applied); null without a voucher */
  voucherMessage: VoucherMessage.nullable().optional(),
});
export type CartTotalsResponse = z.infer<typeof CartTotalsResponse>;

/**
 * A sync answers the cart and the totals of the same pricing pass (the totals-information answer), so the page
 * needs no second request after an add or a quantity change.
 */
export const CartSyncResponse = CartResponse.extend({ totals: CartTotalsResponse });
export type CartSyncResponse = z.infer<typeof CartSyncResponse>;

/** Who holds the header badge's cart: a customer's cart id (null before the first add) or a guest mask. */
export const CartBadgeRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('customer'), cartId: z.number().int().nullable() }),
  z.object({ kind: z.literal('guest'), mask: GuestCartMask.nullable() }),
]);
export type CartBadgeRef = z.infer<typeof CartBadgeRef>;

/** GET /api/carts/badge: units in the caller's active cart (0 without one); reading it never creates a cart. */
export const CartBadgeResponse = z.object({ ref: CartBadgeRef, count: Count });
export type CartBadgeResponse = z.infer<typeof CartBadgeResponse>;

/** PUT/DELETE /cart/carts/{cartId}/coupons/{code}: an invalid voucher is an answer, not an error. */
export const CouponApplyResponse = z.object({
  applied: z.boolean(),
  coupon_code: text().nullable(),
  reason: VoucherFailureReasonSchema.nullable(),
  voucherMessage: VoucherMessage,
  cartTotals: CartTotals,
});
export type CouponApplyResponse = z.infer<typeof CouponApplyResponse>;

/** GET /rest/V1/coupon/{code}: what a voucher is, without a cart. */
export const CouponLookupResponse = z.object({
  code: text(),
  exists: z.boolean(),
  is_active: z.boolean(),
  discount_type: z.enum(['percent', 'fixed']).nullable(),
  /** percent, or centavos for a fixed voucher */
  discount_value: z.number().nullable(),
  max_discount: Centavos.nullable(),
  min_spend: Centavos.nullable(),
  starts_at: text().nullable(),
  ends_at: text().nullable(),
  seller_id: text().nullable(),
});
export type CouponLookupResponse = z.infer<typeof CouponLookupResponse>;

/** POST /product/v2/validate-cart answer (spec §4 step 5: invalid_qty and invalid_sku). */
export const ValidateCartResponse = z.object({
  invalid_qty: z.array(z.object({ sku: text(), qty: Count, available_qty: Count })),
  invalid_sku: z.array(text()),
});
export type ValidateCartResponse = z.infer<typeof ValidateCartResponse>;

/** GET /rest/V1/minicart/mine/didyouforgetit (and the guest variant): best sellers not in the cart. */
export const DidYouForgetItResponse = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      sku: text(),
      name: text(),
      url: text(),
      image_url: text(),
      price: Centavos,
      final_price: Centavos,
      stock_qty: Count,
      seller_id: text(),
      shop_name: text(),
      promo_tag: text().nullable(),
    }),
  ),
});
export type DidYouForgetItResponse = z.infer<typeof DidYouForgetItResponse>;
export const GuestDidYouForgetItParams = z.object({ mask: GuestCartMask }).strict();

/* Compile-time checks: what the domain computes fits these schemas, so a route can return it as is. */
type Fits<T, U> = T extends U ? true : false;
type Assert<T extends true> = T;
export type _CartChecks = [
  Assert<Fits<DomainCartTotals, CartTotals>>,
  Assert<Fits<CartStoreRow, z.infer<typeof CartStoreRowSchema>>>,
  Assert<Fits<CartItemView, CartProduct>>,
  Assert<Fits<DomainLinePromotion, LinePromotion>>,
  Assert<Fits<AppliedPromotion, z.infer<typeof AppliedPromotionSchema>>>,
  Assert<Fits<Omit<CartData, 'items'>, Omit<CartResponse, 'items' | 'cart_id' | 'cartMaskId'>>>,
  Assert<Fits<CartStockValidation, ValidateCartResponse>>,
];
