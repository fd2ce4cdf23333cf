/**
 * Member rebates (issue 31; spec §1 "rebates", §6 "Rebate features need a Business or Executive type", §9
 * "rebate history 15"). The rates and the cap are the membership packages' own promises (seed catalogue and
 * help centre): Business 1 % back, Executive 2 % back up to ₱10,000.00 a year. Money is integer centavos.
 */
import type { Adjustment } from '../shared/adjustments';
import { canUseRebates, type MembershipFacts } from '../membership/membership-status';

/** Spec §9: rebate history page size. */
export const REBATE_HISTORY_PAGE_SIZE = 15;

/** Rates in basis points (1 % = 100) by package. */
export const REBATE_RATE_BASIS_POINTS: Readonly<Record<'BUSINESS' | 'EXECUTIVE', number>> = {
  BUSINESS: 100,
  EXECUTIVE: 200,
};

/** Executive: "up to ₱10,000 a year" (Costco's Executive reward is capped the same way). Business: no cap stated. */
export const REBATE_YEARLY_CAP: Readonly<Record<'BUSINESS' | 'EXECUTIVE', number | null>> = {
  BUSINESS: null,
  EXECUTIVE: 1_000_000,
};

/** The help centre's return window: "Tell us within 7 days"; an earn stays pending until it closes. */
export const REBATE_RETURN_WINDOW_DAYS = 7;

export const REBATE_MESSAGES = {
  notQualified: 'Rebates are available with a Business or Executive membership.',
  notEnough: 'The rebate you entered is more than your available rebate balance.',
  usedMeanwhile: 'Your rebate balance changed; please check the rebate amount and place your order again.',
  notFound: 'Rebate not found.',
  applied: 'Your rebate has been applied.',
  removed: 'Your rebate has been removed.',
} as const;

/** What a member earns at: the package's rate and yearly cap, or null when rebates do not apply to them. */
export interface RebateTerms {
  package: 'BUSINESS' | 'EXECUTIVE';
  rate_basis_points: number;
  /** centavos a calendar year (Asia/Manila), or null for no cap */
  yearly_cap: number | null;
}

/** Spec §6: only an active Business or Executive member earns or spends rebates. */
export function rebateTermsOf(membership: MembershipFacts | null | undefined, today: string): RebateTerms | null {
  if (!membership || !canUseRebates(membership, today)) return null;
  const pkg =
    membership.package === 'EXECUTIVE' || membership.card_type.includes('EXECUTIVE') ? 'EXECUTIVE' : 'BUSINESS';
  return { package: pkg, rate_basis_points: REBATE_RATE_BASIS_POINTS[pkg], yearly_cap: REBATE_YEARLY_CAP[pkg] };
}

/** A line's rebate before the cap: the rate of what was paid for it, rounded down to the centavo. */
export function rebateOnAmount(paidCentavos: number, rateBasisPoints: number): number {
  if (!(paidCentavos > 0) || !(rateBasisPoints > 0)) return 0;
  return Math.floor((Math.floor(paidCentavos) * rateBasisPoints) / 10_000);
}

/** What may still be earned this year: the cap less what was earned (never below 0); null for no cap. */
export function capLeft(yearlyCap: number | null, earnedThisYear: number): number | null {
  return yearlyCap === null ? null : Math.max(0, yearlyCap - Math.max(0, earnedThisYear));
}

/**
 * Earns of several lines in order, each at most what is left of the cap: the line that crosses the cap earns
 * only the part up to it (a partial earn), the ones after it nothing.
 */
export function earnsWithinCap(rebates: readonly number[], left: number | null): number[] {
  let remaining = left;
  return rebates.map((rebate) => {
    const wanted = Math.max(0, Math.floor(rebate));
    if (remaining === null) return wanted;
    const earned = Math.min(wanted, remaining);
    remaining -= earned;
    return earned;
  });
}

/** The Manila calendar year of an instant (the cap's year). */
export function rebateYearOf(iso: string): number {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).getUTCFullYear();
}

/** When a delivered line's rebate becomes available: the return window after delivery. */
export function rebateAvailableAt(deliveredAt: string, windowMs = REBATE_RETURN_WINDOW_DAYS * 86_400_000): string {
  return new Date(new Date(deliveredAt).getTime() + windowMs).toISOString();
}

/**
 * What this cart would earn (cartTotals.earned_rebate): each goods line's paid amount at the member's rate,
 * within what is left of the cap. Membership cards earn nothing.
 */
export function cartEarnedRebate(
  lines: readonly { paid: number; is_membership: boolean }[],
  terms: Pick<RebateTerms, 'rate_basis_points'> | null,
  left: number | null,
): number {
  if (!terms) return 0;
  const rebates = lines.map((l) => (l.is_membership ? 0 : rebateOnAmount(l.paid, terms.rate_basis_points)));
  return earnsWithinCap(rebates, left).reduce((t, r) => t + r, 0);
}

/** Spec §4 "an amount above 0 applies it (PUT), otherwise it is removed (DELETE)". */
export function rebateRequestKind(amount: number | null | undefined): 'apply' | 'remove' {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? 'apply' : 'remove';
}

/**
 * The rebate a cart or order takes off: what the shopper applied, no more than their available balance nor
 * than what there is to pay before it. Never negative.
 */
export function rebateToApply(applied: number, available: number, payable: number): number {
  return Math.max(0, Math.min(Math.floor(applied), Math.floor(available), Math.floor(payable)));
}

/** The rebate adjustment (a discount-like negative amount for the whole order), or none for 0. */
export function rebateAdjustment(amount: number): Adjustment[] {
  return amount > 0 ? [{ kind: 'rebate', seller_id: null, amount: 0 - amount, label: 'Rebate' }] : [];
}

/** The rebate an order's adjustments spend (positive centavos). */
export function rebateSpentBy(adjustments: readonly Adjustment[]): number {
  return adjustments.reduce((t, a) => (a.kind === 'rebate' ? t - a.amount : t), 0);
}

/**
 * Adjustments with the rebate brought within what there is to pay before it (a pickup drops the delivery fee
 * after the cart was priced, so the order may owe less than the cart did).
 */
export function fitRebate(adjustments: readonly Adjustment[], subtotal: number): Adjustment[] {
  const others = adjustments.filter((a) => a.kind !== 'rebate');
  const payable = subtotal + others.reduce((t, a) => t + a.amount, 0);
  return [...others, ...rebateAdjustment(rebateToApply(rebateSpentBy(adjustments), Number.MAX_SAFE_INTEGER, payable))];
}

/**
 * The rebate a total was paid with, read back from its figures: `totalsOf` makes grand_total the subtotal less
 * discounts plus fees less the rebate, and the rebate is the only thing that lowers it further (`fitRebate`
 * keeps it within what there is to pay), so the gap is the rebate.
 */
export function rebatePaidIn(totals: {
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  fee: number;
  grand_total: number;
}): number {
  return Math.max(
    0,
    totals.subtotal - totals.discount_amount + totals.shipping_amount + totals.fee - totals.grand_total,
  );
}

/** A peso amount as typed ('150', '150.5', '1,150.25') in centavos, or null when it is not one. */
export function centavosFromPesoInput(text: string): number | null {
  const cleaned = text.trim().replace(/[₱,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, part = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
