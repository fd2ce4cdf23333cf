/**
 * Money from one function (issue 26): a grand total is its lines' subtotal plus a list of adjustments, for a
 * cart, an order and a seller's sub-order alike. Promotions and vouchers take money off, the delivery fee and
 * the non-member fee add it; an applied rebate pays part of it (decision 028), and the senior/PWD special discount
 * (`special_discount`, decision 038) takes money off like a promotion. Orders
 * store their adjustments as rows, so what was charged can be read back line by line.
 */

export type AdjustmentKind =
  'promotion' | 'voucher' | 'delivery_fee' | 'non_member_fee' | 'rebate' | 'special_discount';

export interface Adjustment {
  kind: AdjustmentKind;
  /** the seller whose goods it is about, or null for the whole order (the non-member fee) */
  seller_id: string | null;
  /** centavos, signed: a discount is negative, a fee positive */
  amount: number;
  /** the voucher code, the promotion's name: what the shopper sees beside the amount */
  label: string;
}

/** The figures every total shows, all centavos and ≥ 0. */
export interface MoneyTotals {
  subtotal: number;
  /** promotion, voucher and special-discount savings, as a positive figure */
  discount_amount: number;
  /** delivery fees */
  shipping_amount: number;
  /** the non-member fee */
  fee: number;
  /** subtotal − discount_amount + shipping_amount + fee − the rebate applied (decision 028), never below 0 */
  grand_total: number;
}

const isDiscount = (a: Adjustment) => a.kind === 'promotion' || a.kind === 'voucher' || a.kind === 'special_discount';

function sumOf(adjustments: readonly Adjustment[], keep: (a: Adjustment) => boolean): number {
  return adjustments.reduce((total, a) => (keep(a) ? total + a.amount : total), 0);
}

/** The one totals function: lines' subtotal and the adjustments that apply to them. */
export function totalsOf(subtotal: number, adjustments: readonly Adjustment[]): MoneyTotals {
  const discount = 0 - sumOf(adjustments, isDiscount);
  const shipping = sumOf(adjustments, (a) => a.kind === 'delivery_fee');
  const fee = sumOf(adjustments, (a) => a.kind === 'non_member_fee');
  // a rebate is a member's own money paying part of the order: it lowers what is paid, not the discount
  const rebate = sumOf(adjustments, (a) => a.kind === 'rebate');
  return {
    subtotal,
    discount_amount: discount,
    shipping_amount: shipping,
    fee,
    grand_total: Math.max(0, subtotal - discount + shipping + fee + rebate),
  };
}

/** The special discount's part of discount_amount (decision 038): the cart and checkout show it on its own line. */
export function specialDiscountIn(adjustments: readonly Adjustment[]): number {
  return 0 - sumOf(adjustments, (a) => a.kind === 'special_discount');
}

/** The adjustments of one seller's goods (its sub-order); whole-order ones stay with the order. */
export function adjustmentsOfSeller(adjustments: readonly Adjustment[], sellerId: string): Adjustment[] {
  return adjustments.filter((a) => a.seller_id === sellerId);
}
