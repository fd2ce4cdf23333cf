/**
 * The special discount for senior citizens and persons with disability on basic necessities and prime commodities
 * (issue 36, decision 038). RA 9994 (Expanded Senior Citizens Act of 2010) and RA 10754 (PWD benefits) grant it;
 * DTI–DA–DOE Joint Administrative Order No. 24-02 (signed 21 March 2024, in force from its publication on 25 March
 * 2024; it replaced JAO 17-02's ₱1,300) sets the figures:
 * - 5 % of the regular retail price of qualifying goods (VAT is not exempted);
 * - on purchases of at most ₱2,500.00 a week, so at most ₱125.00 of discount a week; no carry-over to the next week;
 * - no double discount: on an item already on a promotion the buyer gets the promotion or the special discount,
 *   whichever is higher (here: the special discount tops the item's other savings up to 5 %, never past it);
 * - for the exclusive use of the senior citizen or PWD (the verified ID holder's own account and purchases).
 * Money is integer centavos. Pure: the caller passes the week's use and the lines.
 */
import type { Adjustment } from '../shared/adjustments';

/** JAO 24-02: 5 % of the regular retail price, in basis points. */
export const SPECIAL_DISCOUNT_RATE_BASIS_POINTS = 500;
/** JAO 24-02: the weekly purchase cap, ₱2,500.00. */
export const SPECIAL_DISCOUNT_WEEKLY_PURCHASE_CAP = 250_000;
/** JAO 24-02: the most discount a week, ₱125.00 (5 % of ₱2,500.00). */
export const SPECIAL_DISCOUNT_WEEKLY_DISCOUNT_CAP = 12_500;

export const SPECIAL_DISCOUNT_LABEL = 'Senior citizen / PWD discount (5%)';

/** The kinds of ID the discount is given on. */
export const DISCOUNT_ID_KINDS = ['senior_citizen', 'pwd'] as const;
export type DiscountIdKind = (typeof DISCOUNT_ID_KINDS)[number];
export const DISCOUNT_ID_KIND_LABELS: Readonly<Record<DiscountIdKind, string>> = {
  senior_citizen: 'Senior citizen ID (OSCA)',
  pwd: 'PWD ID',
};

/** Half-up rounding of `base` × rate. */
function fivePercentOf(base: number): number {
  return Math.floor((base * SPECIAL_DISCOUNT_RATE_BASIS_POINTS + 5_000) / 10_000);
}

/** One line as the discount sees it. */
export interface SpecialDiscountLine {
  line_id: string;
  seller_id: string;
  /** the product is on the operator's list of basic necessities and prime commodities */
  qualifies: boolean;
  /** qty × regular price: the base the law takes 5 % of */
  row_total_regular: number;
  /** what the line costs after its sale price, promotion and voucher share */
  row_total_after_discount: number;
}

export interface SpecialDiscountResult {
  /** purchases counted against the week's cap (centavos) */
  purchase: number;
  /** the discount given (centavos, positive) */
  discount: number;
  /** per line: the discount it got */
  lines: { line_id: string; seller_id: string; counted: number; discount: number }[];
  /** one adjustment per seller whose goods got it (negative amounts) */
  adjustments: Adjustment[];
}

/** The special discount a verified holder's cart gets now (the one pricing pass), and what place order takes. */
export interface SpecialDiscountQuote {
  discount_id: number;
  /** the Manila week (Monday's date) whose cap it is taken from */
  week_start: string;
  result: SpecialDiscountResult;
}

const NOTHING: SpecialDiscountResult = { purchase: 0, discount: 0, lines: [], adjustments: [] };

/**
 * The special discount for a verified holder's lines, given what they bought with it earlier in the week
 * (`purchaseUsed`, centavos). Qualifying lines count their regular value against the week's ₱2,500 until it is
 * reached (a line may count in part); each counted peso earns 5 %, less what the line already saves (the better of
 * the two, never both). Lines with no other saving go first, so the cap buys the most discount. The discount of
 * the whole is 5 % of the whole counted amount, so per-line rounding never pushes it past ₱125.
 */
export function specialDiscount(lines: readonly SpecialDiscountLine[], purchaseUsed: number): SpecialDiscountResult {
  let left = Math.max(0, SPECIAL_DISCOUNT_WEEKLY_PURCHASE_CAP - purchaseUsed);
  if (left === 0) return NOTHING;
  const savingOf = (l: SpecialDiscountLine) => Math.max(0, l.row_total_regular - l.row_total_after_discount);
  const candidates = lines
    .filter((l) => l.qualifies && l.row_total_regular > 0 && savingOf(l) < fivePercentOf(l.row_total_regular))
    .sort((a, b) => savingOf(a) / a.row_total_regular - savingOf(b) / b.row_total_regular);
  let counted = 0;
  const result: SpecialDiscountResult['lines'] = [];
  for (const line of candidates) {
    if (left === 0) break;
    const base = Math.min(left, line.row_total_regular);
    const gross = fivePercentOf(counted + base) - fivePercentOf(counted);
    const already = Math.floor((savingOf(line) * base) / line.row_total_regular);
    const discount = Math.max(0, gross - already);
    left -= base;
    counted += base;
    result.push({ line_id: line.line_id, seller_id: line.seller_id, counted: base, discount });
  }
  const discount = result.reduce((t, l) => t + l.discount, 0);
  if (discount === 0) return NOTHING;
  const bySeller = new Map<string, number>();
  for (const l of result) bySeller.set(l.seller_id, (bySeller.get(l.seller_id) ?? 0) + l.discount);
  const adjustments: Adjustment[] = [...bySeller]
    .filter(([, amount]) => amount > 0)
    .map(([seller_id, amount]) => ({
      kind: 'special_discount',
      seller_id,
      amount: 0 - amount,
      label: SPECIAL_DISCOUNT_LABEL,
    }));
  return { purchase: counted, discount, lines: result, adjustments };
}

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * The Asia/Manila week a moment falls in, as its Monday's date (YYYY-MM-DD). The store's week for the cap runs
 * Monday 00:00 to Sunday 24:00 Manila time (the JAO says "per week" without naming the first day; we chose
 * Monday, ISO 8601's, and say so in the help centre and decision 038). Manila has no daylight saving: UTC+8.
 */
export function manilaWeekOf(now: Date): string {
  const manila = new Date(now.getTime() + MANILA_OFFSET_MS);
  const daysSinceMonday = (manila.getUTCDay() + 6) % 7;
  const monday = new Date(manila.getTime() - daysSinceMonday * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** What is left of the week's purchase cap after `purchaseUsed` (for the shopper's account page). */
export function weeklyCapLeft(purchaseUsed: number): { purchase: number; discount: number } {
  const purchase = Math.max(0, SPECIAL_DISCOUNT_WEEKLY_PURCHASE_CAP - purchaseUsed);
  return {
    purchase,
    discount: SPECIAL_DISCOUNT_WEEKLY_DISCOUNT_CAP - fivePercentOf(SPECIAL_DISCOUNT_WEEKLY_PURCHASE_CAP - purchase),
  };
}
