/**
 * The cart as the server prices it (spec §3 "cartData {items, promotion_items, subtotal, items_qty,
 * total_saved}" and "cartTotals {fee, base_fee, other_delivery_fee, shipping_amount, earned_rebate,
 * maya_rebate, subtotal, grand_total, total_savings, discount_amount, is_all_solone, is_all_gtc,
 * coupon_code, freeShippingProgressData.percent, stores [...]}").
 *
 * Definitions (all integer centavos, all ≥ 0):
 * - subtotal = Σ row_total (final unit prices; buy-2-for-1 halved; membership at final price).
 * - discount_amount = promotion savings + voucher discount (positive; never more than subtotal).
 * - shipping_amount = fee + other_delivery_fee over the seller rows (cart-delivery).
 * - grand_total = subtotal − discount_amount + shipping_amount: `totalsOf` over the cart's adjustments (per seller:
 *   its promotion and voucher savings, its delivery fee), the one totals function orders use too.
 * - total_savings = Σ qty × regular price − (subtotal − discount_amount): sale prices, free buy-2-for-1
 *   units, promotions and the voucher together. cartData.total_saved is the same figure.
 * - earned_rebate: what the lines would earn a Business or Executive member (`cartEarnedRebate`: paid amounts at
 *   the package's rate, within the year's cap left); 0 for everyone else. maya_rebate (a wallet's) is 0.
 * - rebate_applied: the member's rebate the cart spends, within their available balance and what there is to
 *   pay; a `rebate` adjustment, so grand_total is after it (decision 028).
 * - is_all_solone: every line is a membership card (a "solo" membership cart, no delivery); is_all_gtc:
 *   every line is gas-brand goods. These are our reading of the spec's flags: spec §4 skips the slot for
 *   carts of only membership, only gas-brand goods, or only both (`skips_timeslot`).
 * - freeShippingProgressData.percent: the own store's progress when the cart has own-store goods (its bar
 *   is the one the cart page shows), else the lowest progress among the sellers with goods; 0 when nothing
 *   is delivered.
 */
import { type Adjustment, totalsOf } from '../shared/adjustments';
import { OWN_SELLER_ID } from '../shared/store-constants';
import { type DeliveryDetails, deliveryEstimate, sellerDelivery } from './cart-delivery';
import { type SellerGroup, groupBySeller } from './cart-grouping';
import type { CartLine } from './cart-lines';
import { type CartProductFacts, type PricedLine, priceLine } from './cart-pricing';
import {
  type AppliedPromotion,
  type CartPromotion,
  type LinePromotion,
  applyPromotions,
  normalPromotion,
} from './cart-promotions';
import { type Voucher, type VoucherContext, type VoucherResult, evaluateVoucher } from './cart-vouchers';
import { cartEarnedRebate, type RebateTerms, rebateAdjustment, rebateToApply } from '../rebates/rebate-rules';
import { specialDiscount, type SpecialDiscountResult, weeklyCapLeft } from '../discounts/special-discount';

export interface CartItemView extends PricedLine {
  promotion: LinePromotion;
  /** this line's share of the voucher discount */
  discount_amount: number;
  /** row_total − promotion_row_saved − discount_amount */
  row_total_after_discount: number;
}

export interface CartStoreRow {
  seller_id: string;
  shop_name: string;
  /** the voucher code when the voucher discounts this seller's goods, else null */
  coupon_code: string | null;
  items_count: number;
  items_qty: number;
  subtotal: number;
  discount_amount: number;
  base_fee: number;
  fee: number;
  other_delivery_fee: number;
  shipping_incl_tax: number;
  free_delivery_percent: number;
  free_delivery_remaining: number;
  /** null when the row holds only membership cards (nothing is delivered) */
  deliveryDetails: DeliveryDetails | null;
}

export interface CartTotals {
  fee: number;
  base_fee: number;
  other_delivery_fee: number;
  shipping_amount: number;
  earned_rebate: number;
  maya_rebate: number;
  /** the member's rebate this cart spends (centavos), already taken off grand_total */
  rebate_applied: number;
  subtotal: number;
  promotion_discount: number;
  voucher_discount: number;
  /** the senior citizen / PWD special discount (decision 038), part of discount_amount */
  special_discount: number;
  /** a verified holder's allowance left this week after this cart; null for anyone else */
  special_discount_allowance: { purchase_left: number; discount_left: number } | null;
  discount_amount: number;
  grand_total: number;
  total_savings: number;
  is_all_solone: boolean;
  is_all_gtc: boolean;
  has_membership_item: boolean;
  has_bulky_item: boolean;
  skips_timeslot: boolean;
  coupon_code: string | null;
  items_count: number;
  items_qty: number;
  freeShippingProgressData: { percent: number };
  stores: CartStoreRow[];
}

export interface CartData {
  items: SellerGroup<CartItemView>[];
  promotion_items: AppliedPromotion[];
  subtotal: number;
  items_count: number;
  items_qty: number;
  total_saved: number;
}

export interface CartSummaryInput {
  lines: readonly CartLine[];
  /** catalogue facts by product_id; a line whose product is missing is left out and reported */
  products: ReadonlyMap<number, CartProductFacts>;
  promotions: readonly CartPromotion[];
  /** the applied voucher code and its record (null when the code matches no voucher), if any */
  voucher?: { code: string; record: Voucher | null; context: Omit<VoucherContext, 'now'> } | null;
  now: Date;
  /** a Business or Executive member's rebate facts (null for anyone else) */
  rebate?: {
    terms: RebateTerms | null;
    /** what may still be earned this year, null for no cap */
    cap_left: number | null;
    /** what the shopper applied to this cart and their available balance */
    applied: number;
    available: number;
  } | null;
  /** a verified senior citizen / PWD holder's facts (decision 038): the qualifying products, the week's use */
  specialDiscount?: { qualifying: ReadonlySet<number>; purchaseUsed: number } | null;
}

export interface CartSummary {
  cartData: CartData;
  cartTotals: CartTotals;
  /** the voucher's verdict (null when none is applied); a failed voucher discounts nothing */
  voucher: VoucherResult | null;
  /** lines whose product the catalogue no longer has */
  missing_line_ids: string[];
  /** what the totals add to and take off the lines, per seller (the order stores these) */
  adjustments: Adjustment[];
  /** the special discount the cart gets (null without a holder's facts): what place order takes of the cap */
  special: SpecialDiscountResult | null;
}

/** A seller row's adjustments: its promotion and voucher savings and its delivery fee (zero amounts left out). */
function storeAdjustments(row: CartStoreRow, promotionSaved: number, voucherSaved: number): Adjustment[] {
  const all: Adjustment[] = [
    { kind: 'promotion', seller_id: row.seller_id, amount: 0 - promotionSaved, label: 'Promotions' },
    { kind: 'voucher', seller_id: row.seller_id, amount: 0 - voucherSaved, label: row.coupon_code ?? 'Voucher' },
    { kind: 'delivery_fee', seller_id: row.seller_id, amount: row.shipping_incl_tax, label: 'Delivery fee' },
  ];
  return all.filter((a) => a.amount !== 0);
}

function sum<T>(items: readonly T[], pick: (item: T) => number): number {
  return items.reduce((total, item) => total + pick(item), 0);
}

/** A line is in the cart's figures when its quantity is a whole number above zero. */
function hasUnits(line: CartLine): boolean {
  return Number.isInteger(line.qty) && line.qty > 0;
}

/**
 * The header badge's count without pricing anything (issue 34: the badge is on every page): the units of the lines
 * summarizeCart prices, those with units whose product the catalogue has. Equal to its `items_qty`.
 */
export function cartUnits(lines: readonly CartLine[], products: { has(productId: number): boolean }): number {
  return sum(
    lines.filter((line) => hasUnits(line) && products.has(line.product_id)),
    (line) => line.qty,
  );
}

/** Prices the cart and computes cartData and cartTotals. Line order does not change any total. */
export function summarizeCart(input: CartSummaryInput): CartSummary {
  const priced: PricedLine[] = [];
  const missing: string[] = [];
  for (const line of input.lines) {
    if (!hasUnits(line)) continue;
    const product = input.products.get(line.product_id);
    if (product) priced.push(priceLine(line, product, input.now));
    else missing.push(line.line_id);
  }

  const promotions = applyPromotions(priced, input.promotions, input.now);
  const afterPromotion = (line: PricedLine) =>
    line.row_total - (promotions.lines.get(line.line_id)?.promotion_row_saved ?? 0);

  const voucher = input.voucher
    ? evaluateVoucher(
        input.voucher.code,
        input.voucher.record,
        priced.map((line) => ({
          line_id: line.line_id,
          seller_id: line.seller_id,
          is_membership: line.is_membership,
          amount: afterPromotion(line),
        })),
        { ...input.voucher.context, now: input.now },
      )
    : null;
  const voucherShare = (lineId: string) => (voucher?.ok ? (voucher.line_discounts.get(lineId) ?? 0) : 0);

  const items: CartItemView[] = priced.map((line) => {
    const promotion = promotions.lines.get(line.line_id);
    const discount = voucherShare(line.line_id);
    return {
      ...line,
      promotion: promotion ?? normalPromotion(line),
      discount_amount: discount,
      row_total_after_discount: afterPromotion(line) - discount,
    };
  });

  const groups = groupBySeller(items);
  const couponCode = voucher?.ok ? voucher.code : null;
  const adjustments: Adjustment[] = [];
  const stores: CartStoreRow[] = groups.map((group) => {
    const goods = group.products.filter((item) => !item.is_membership);
    const delivery = sellerDelivery({
      seller_id: group.seller_id,
      goods_subtotal: sum(goods, afterPromotion),
      goods_qty: sum(goods, (item) => item.qty),
      bulky_qty: sum(
        goods.filter((item) => item.is_bulky),
        (item) => item.qty,
      ),
    });
    const promotionOnRow = sum(group.products, (item) => item.promotion.promotion_row_saved);
    const voucherOnRow = sum(group.products, (item) => item.discount_amount);
    const row: CartStoreRow = {
      seller_id: group.seller_id,
      shop_name: group.shop_name,
      coupon_code: voucherOnRow > 0 ? couponCode : null,
      items_count: group.products.length,
      items_qty: sum(group.products, (item) => item.qty),
      subtotal: sum(group.products, (item) => item.row_total),
      discount_amount: promotionOnRow + voucherOnRow,
      base_fee: delivery.base_fee,
      fee: delivery.fee,
      other_delivery_fee: delivery.other_delivery_fee,
      shipping_incl_tax: delivery.shipping_incl_tax,
      free_delivery_percent: delivery.free_delivery_percent,
      free_delivery_remaining: delivery.free_delivery_remaining,
      deliveryDetails: goods.length > 0 ? deliveryEstimate(group.seller_id, input.now) : null,
    };
    adjustments.push(...storeAdjustments(row, promotionOnRow, voucherOnRow));
    return row;
  });

  // the special discount counts each line after its own savings ("whichever is higher"), before the rebate pays
  const facts = input.specialDiscount ?? null;
  const special = facts
    ? specialDiscount(
        items
          .filter((item) => !item.is_membership)
          .map((item) => ({ ...item, qualifies: facts.qualifying.has(item.product_id) })),
        facts.purchaseUsed,
      )
    : null;
  adjustments.push(...(special?.adjustments ?? []));
  const subtotal = sum(items, (item) => item.row_total);
  const rebate = input.rebate ?? null;
  const rebateApplied = rebate?.terms
    ? rebateToApply(rebate.applied, rebate.available, totalsOf(subtotal, adjustments).grand_total)
    : 0;
  adjustments.push(...rebateAdjustment(rebateApplied));
  const money = totalsOf(subtotal, adjustments);
  const promotionDiscount = promotions.total_saved;
  const voucherDiscount = voucher?.ok ? voucher.discount : 0;
  const discountAmount = money.discount_amount;
  const fee = sum(stores, (row) => row.fee);
  const other = sum(stores, (row) => row.other_delivery_fee);
  const regular = sum(items, (item) => item.row_total_regular);
  const isAllMembership = items.length > 0 && items.every((item) => item.is_membership);
  const isAllGas = items.length > 0 && items.every((item) => item.is_gas && !item.is_membership);
  const deliveredRows = stores.filter((row) => row.deliveryDetails !== null);
  const ownRow = deliveredRows.find((row) => row.seller_id === OWN_SELLER_ID);
  const percent = ownRow
    ? ownRow.free_delivery_percent
    : deliveredRows.length > 0
      ? Math.min(...deliveredRows.map((row) => row.free_delivery_percent))
      : 0;

  const cartTotals: CartTotals = {
    fee,
    base_fee: sum(stores, (row) => row.base_fee),
    other_delivery_fee: other,
    shipping_amount: money.shipping_amount,
    earned_rebate: cartEarnedRebate(
      items.map((item) => ({ paid: item.row_total_after_discount, is_membership: item.is_membership })),
      rebate?.terms ?? null,
      rebate?.cap_left ?? null,
    ),
    maya_rebate: 0,
    rebate_applied: rebateApplied,
    subtotal,
    promotion_discount: promotionDiscount,
    voucher_discount: voucherDiscount,
    special_discount: special?.discount ?? 0,
    special_discount_allowance: facts ? allowanceAfter(facts.purchaseUsed + (special?.purchase ?? 0)) : null,
    discount_amount: discountAmount,
    grand_total: money.grand_total,
    total_savings: Math.max(0, regular - (subtotal - discountAmount)),
    is_all_solone: isAllMembership,
    is_all_gtc: isAllGas,
    has_membership_item: items.some((item) => item.is_membership),
    has_bulky_item: items.some((item) => item.is_bulky && !item.is_membership),
    skips_timeslot: items.length > 0 && items.every((item) => item.is_membership || item.is_gas),
    coupon_code: couponCode,
    items_count: items.length,
    items_qty: sum(items, (item) => item.qty),
    freeShippingProgressData: { percent },
    stores,
  };
  const cartData: CartData = {
    items: groups,
    promotion_items: promotions.promotion_items,
    subtotal,
    items_count: cartTotals.items_count,
    items_qty: cartTotals.items_qty,
    total_saved: cartTotals.total_savings,
  };
  return { cartData, cartTotals, voucher, missing_line_ids: missing, adjustments, special };
}

function allowanceAfter(purchaseUsed: number) {
  const left = weeklyCapLeft(purchaseUsed);
  return { purchase_left: left.purchase, discount_left: left.discount };
}
