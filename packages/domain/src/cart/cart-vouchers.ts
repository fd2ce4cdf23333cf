/**
 * Vouchers (spec §4 "Voucher: success shows the valid notification, failure the invalid one"; §3
 * voucherMessage {valid_notif, invalid_notif}; issue 5: minimum spend, validity window, total and
 * per-customer usage limits, seller scope). The voucher record is passed in; these functions decide.
 *
 * Decided rules:
 * - Codes compare trimmed and upper-cased.
 * - The eligible subtotal is the goods of the voucher's seller (or of every seller when it has none), after
 *   promotions. Membership cards are never discounted by a voucher.
 * - Minimum spend is measured on that eligible subtotal.
 * - A percent voucher takes percent of the eligible subtotal, rounded half away from zero, at most
 *   max_discount when set; a fixed voucher takes its amount. Never more than the eligible subtotal.
 * - The discount is spread over the eligible lines in proportion to their amounts (largest remainder), so
 *   the line shares add up to the discount exactly.
 * - A voucher with a per-customer limit needs a logged-in customer.
 * - The window is start inclusive, end exclusive; a missing bound is open.
 */
import { formatPeso } from '../shared/money';
import { type AllocationShare, allocateByWeight, percentOf } from './cart-money';

export interface Voucher {
  code: string;
  discount_type: 'percent' | 'fixed';
  /** percent: more than 0 and at most 100; fixed: centavos */
  discount_value: number;
  /** percent vouchers: the most taken off, centavos; null: no cap */
  max_discount: number | null;
  /** centavos the eligible subtotal must reach; 0: none */
  min_spend: number;
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
  /** uses allowed in total; null: unlimited */
  usage_limit: number | null;
  /** uses so far, by everyone */
  times_used: number;
  /** uses allowed per customer; null: unlimited */
  usage_limit_per_customer: number | null;
  /** only this seller's goods; null: the whole cart */
  seller_id: string | null;
}

export interface VoucherContext {
  now: Date;
  /** null for a guest */
  customer_id: number | null;
  /** how often this customer already used this voucher */
  customer_times_used: number;
}

/** A cart line as the voucher sees it: its amount after promotions. */
export interface VoucherLine {
  line_id: string;
  seller_id: string;
  is_membership: boolean;
  /** centavos after promotions */
  amount: number;
}

export type VoucherFailureReason =
  | 'not_found'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'usage_limit_reached'
  | 'login_required'
  | 'customer_usage_limit_reached'
  | 'not_applicable'
  | 'min_spend_not_met';

export type VoucherResult =
  | {
      ok: true;
      code: string;
      /** the spec's valid_notif */
      message: string;
      discount: number;
      eligible_subtotal: number;
      seller_id: string | null;
      /** the discount share of every eligible line; sums to `discount` */
      line_discounts: Map<string, number>;
    }
  | {
      ok: false;
      code: string;
      reason: VoucherFailureReason;
      /** the spec's invalid_notif */
      message: string;
      /** min_spend_not_met: what is still missing, centavos */
      missing_amount?: number;
    };

/** Trimmed and upper-cased: codes are not case-sensitive. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Decided notification wording (the spec names valid_notif and invalid_notif but gives no text). */
function voucherAppliedMessage(code: string): string {
  return `You used voucher code "${code}".`;
}

export function voucherFailureMessage(code: string, reason: VoucherFailureReason, missing = 0, minSpend = 0): string {
  switch (reason) {
    case 'not_found':
    case 'inactive':
      return `The voucher code "${code}" is not valid.`;
    case 'not_started':
      return `The voucher code "${code}" is not valid yet.`;
    case 'expired':
      return `The voucher code "${code}" has expired.`;
    case 'usage_limit_reached':
      return `The voucher code "${code}" has been fully redeemed.`;
    case 'login_required':
      return `Please log in to use the voucher code "${code}".`;
    case 'customer_usage_limit_reached':
      return `You have already used the voucher code "${code}".`;
    case 'not_applicable':
      return `The voucher code "${code}" does not apply to the items in your cart.`;
    case 'min_spend_not_met':
      return `Spend ${formatPeso(minSpend)} or more to use the voucher code "${code}". Add ${formatPeso(missing)} more.`;
  }
}

function fail(code: string, reason: VoucherFailureReason, missing?: number, minSpend?: number): VoucherResult {
  const result: VoucherResult = {
    ok: false,
    code,
    reason,
    message: voucherFailureMessage(code, reason, missing, minSpend),
  };
  if (missing !== undefined) result.missing_amount = missing;
  return result;
}

/** The discount a valid voucher gives on `eligible` centavos (never more than `eligible`). */
export function voucherDiscount(
  voucher: Pick<Voucher, 'discount_type' | 'discount_value' | 'max_discount'>,
  eligible: number,
): number {
  if (eligible <= 0) return 0;
  let discount: number;
  if (voucher.discount_type === 'percent') {
    const percent = Math.min(100, Math.max(0, voucher.discount_value));
    discount = percentOf(eligible, percent);
    if (voucher.max_discount !== null && voucher.max_discount >= 0) discount = Math.min(discount, voucher.max_discount);
  } else {
    discount = Math.max(0, Math.floor(voucher.discount_value));
  }
  return Math.min(discount, eligible);
}

/**
 * Where `now` falls in a voucher's date window: start inclusive, end exclusive; a missing bound is open.
 * The one window rule for applying a voucher and for describing it (coupon lookup).
 */
export function voucherWindowAt(
  voucher: Pick<Voucher, 'starts_at' | 'ends_at'>,
  now: Date,
): 'open' | 'not_started' | 'expired' {
  const t = now.getTime();
  if (voucher.starts_at !== null && t < Date.parse(voucher.starts_at)) return 'not_started';
  if (voucher.ends_at !== null && t >= Date.parse(voucher.ends_at)) return 'expired';
  return 'open';
}

/**
 * Decides whether `voucher` (null when no voucher has the entered code) applies to the cart, and what it
 * takes off. Checks run in this order: exists, switched on, started, not ended, total uses, login,
 * customer's uses, something to discount, minimum spend.
 */
export function evaluateVoucher(
  enteredCode: string,
  voucher: Voucher | null,
  lines: readonly VoucherLine[],
  context: VoucherContext,
): VoucherResult {
  const code = normalizeVoucherCode(enteredCode);
  if (!voucher || normalizeVoucherCode(voucher.code) !== code) return fail(code, 'not_found');
  if (!voucher.is_active || !(voucher.discount_value > 0)) return fail(code, 'inactive');
  const window = voucherWindowAt(voucher, context.now);
  if (window !== 'open') return fail(code, window);
  if (voucher.usage_limit !== null && voucher.times_used >= voucher.usage_limit)
    return fail(code, 'usage_limit_reached');
  if (voucher.usage_limit_per_customer !== null) {
    if (context.customer_id === null) return fail(code, 'login_required');
    if (context.customer_times_used >= voucher.usage_limit_per_customer)
      return fail(code, 'customer_usage_limit_reached');
  }
  const eligibleLines = lines.filter(
    (line) =>
      !line.is_membership && line.amount > 0 && (voucher.seller_id === null || line.seller_id === voucher.seller_id),
  );
  const eligible = eligibleLines.reduce((sum, line) => sum + line.amount, 0);
  if (eligible <= 0) return fail(code, 'not_applicable');
  if (eligible < voucher.min_spend)
    return fail(code, 'min_spend_not_met', voucher.min_spend - eligible, voucher.min_spend);
  const discount = voucherDiscount(voucher, eligible);
  const shares: AllocationShare[] = eligibleLines.map((line) => ({ key: line.line_id, weight: line.amount }));
  return {
    ok: true,
    code,
    message: voucherAppliedMessage(code),
    discount,
    eligible_subtotal: eligible,
    seller_id: voucher.seller_id,
    line_discounts: allocateByWeight(discount, shares),
  };
}

/**
 * At place order (issue 27): a cart that names a voucher is ordered with it or not at all. The pricing pass gives
 * the voucher's verdict now (`valid_notif` or `invalid_notif`); a voucher that stopped applying since it was applied
 * (used up by other orders, expired, below its minimum spend) refuses the order with its own message, so nobody
 * pays full price without a word.
 */
export function voucherAtOrder(
  couponCode: string | null,
  verdict: { valid_notif: string | null; invalid_notif: string | null } | null | undefined,
): { use: boolean } | { refuse: string } {
  if (!couponCode) return { use: false };
  if (verdict?.valid_notif) return { use: true };
  return { refuse: verdict?.invalid_notif ?? voucherFailureMessage(couponCode, 'not_found') };
}
