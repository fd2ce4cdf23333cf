/**
 * Payment-card rules (spec §5; DESIGN §3.8). The web shows these messages while the shopper types, the
 * sandbox provider's card form and vault enforce the same functions. Only the provider ever holds a full
 * number: the store keeps a vault token, the brand, the last four digits and the expiry.
 * Pure: the current month is passed in.
 */
import { VALIDATION_MESSAGES } from '../customers/customer-validation';

// ---------------------------------------------------------------------------------------------------
// Brand detection (spec §5)
// ---------------------------------------------------------------------------------------------------

/** The spec's brand names. */
export type CardBrand = 'master-card' | 'visa' | 'jcb' | 'express';

/** Human labels for lists and receipts. */
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  'master-card': 'Mastercard',
  visa: 'Visa',
  jcb: 'JCB',
  express: 'American Express',
};

/**
 * Spec §5, read in order:
 * - master-card starts 51-55 or 2221-2227 (5+ more digits);
 * - visa starts 4 with 13+ digits;
 * - jcb starts 2131, 1800 or 35 with 11 more digits;
 * - express starts 34 or 37 with 13 more digits.
 * "with N more digits" counts the digits after the prefix: a JCB number is a 4- or 5-digit prefix (2131,
 * 1800, 35xxx) then 11 digits, American Express 34/37 then 13. Spaces and dashes are ignored.
 */
const BRAND_PATTERNS: ReadonlyArray<[CardBrand, RegExp]> = [
  ['master-card', /^(?:5[1-5]|222[1-7])\d{5,}$/],
  ['visa', /^4\d{12,}$/],
  ['jcb', /^(?:2131|1800|35\d{3})\d{11}$/],
  ['express', /^3[47]\d{13}$/],
];

/** Digits only: the shopper may type spaces or the mask's dashes. */
function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function detectCardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return null;
  for (const [brand, pattern] of BRAND_PATTERNS) if (pattern.test(digits)) return brand;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Masks (spec §5)
// ---------------------------------------------------------------------------------------------------

/** Spec §5: card-number mask. A 9 stands for one digit; anything else is a literal. */
export const CARD_NUMBER_MASK = '9999-9999-9999-9999';

/**
 * Fits the digits of `value` into `mask` while the shopper types: literals appear once a digit follows
 * them; extra digits are dropped. applyDigitMask('4242424242', CARD_NUMBER_MASK) → '4242-4242-42'.
 */
export function applyDigitMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '9') out += digits[next++];
    else out += slot;
  }
  return out;
}

/** The card-number field: the spec's mask for 16 digits, American Express grouped 4-6-5. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (detectCardBrand(digits) === 'express' || /^3[47]/.test(digits))
    return applyDigitMask(digits, '9999-999999-99999');
  return applyDigitMask(digits, digits.length > 16 ? '9999-9999-9999-9999999' : CARD_NUMBER_MASK);
}

/** How a saved card is shown: 'Visa •••• 4242'. */
export function describeSavedCard(brand: CardBrand | null, lastFour: string): string {
  return `${brand ? CARD_BRAND_LABELS[brand] : 'Card'} •••• ${lastFour}`;
}

// ---------------------------------------------------------------------------------------------------
// Number, expiry and CVC rules
// ---------------------------------------------------------------------------------------------------

/** Card numbers are 13 to 19 digits (ISO/IEC 7812). */
const CARD_NUMBER_MIN_DIGITS = 13;
const CARD_NUMBER_MAX_DIGITS = 19;
/** A card expiring further ahead than this is a typo. */
const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

/**
 * The spec gives only 'This is a required field.' for cards; the rest are our own words in its style.
 */
export const CARD_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  number: 'Please enter a valid card number.',
  brand: 'This card type is not supported. Please use Visa, Mastercard, JCB or American Express.',
  expiry: 'Please enter a valid expiry date.',
  expired: 'This card has expired.',
  cvc: 'Please enter a valid CVC.',
} as const;

/** The Luhn (mod 10) check every payment-card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

type CardNumberCheck = { ok: true; digits: string; brand: CardBrand } | { ok: false; message: string };

function checkCardNumber(value: string | undefined | null): CardNumberCheck {
  const digits = cardDigits(value ?? '');
  if (!digits) return { ok: false, message: CARD_MESSAGES.required };
  if (!/^\d+$/.test(digits) || digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) {
    return { ok: false, message: CARD_MESSAGES.number };
  }
  if (!passesLuhn(digits)) return { ok: false, message: CARD_MESSAGES.number };
  const brand = detectCardBrand(digits);
  if (!brand) return { ok: false, message: CARD_MESSAGES.brand };
  return { ok: true, digits, brand };
}

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** The calendar month of an instant in Asia/Manila (UTC+8, no daylight saving). */
export function manilaYearMonth(now: Date): YearMonth {
  const manila = new Date(now.getTime() + 8 * 60 * 60 * 1000);
  return { year: manila.getUTCFullYear(), month: manila.getUTCMonth() + 1 };
}

/** Two-digit years are 20YY. */
function normaliseExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Reads 'MM/YY' (the expiry mask) or 'MM/YYYY'. */
export function parseExpiry(value: string): YearMonth | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  return { month: Number(match[1]), year: normaliseExpiryYear(Number(match[2])) };
}

export type ExpiryCheck = { ok: true; year: number; month: number } | { ok: false; message: string };

/** A card is good through the last day of its expiry month. */
export function checkExpiry(
  month: number | undefined | null,
  year: number | undefined | null,
  now: YearMonth,
): ExpiryCheck {
  if (month === undefined || month === null || year === undefined || year === null) {
    return { ok: false, message: CARD_MESSAGES.required };
  }
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12 || year < 0) {
    return { ok: false, message: CARD_MESSAGES.expiry };
  }
  const fullYear = normaliseExpiryYear(year);
  if (fullYear < now.year || (fullYear === now.year && month < now.month)) {
    return { ok: false, message: CARD_MESSAGES.expired };
  }
  if (fullYear > now.year + CARD_EXPIRY_MAX_YEARS_AHEAD) return { ok: false, message: CARD_MESSAGES.expiry };
  return { ok: true, year: fullYear, month };
}

/** American Express prints a 4-digit code on the front; the other brands 3 digits on the back. */
function cvcLength(brand: CardBrand | null): 3 | 4 {
  return brand === 'express' ? 4 : 3;
}

/** The CVC tooltip modal's text. */
export const CVC_TOOLTIP =
  'The CVC is the 3-digit security code on the back of your card, next to the signature strip. On American Express cards it is the 4-digit code on the front.';

export function checkCvc(
  value: string | undefined | null,
  brand: CardBrand | null,
): { ok: true } | { ok: false; message: string } {
  const cvc = (value ?? '').trim();
  if (!cvc) return { ok: false, message: CARD_MESSAGES.required };
  if (!/^\d+$/.test(cvc) || cvc.length !== cvcLength(brand)) return { ok: false, message: CARD_MESSAGES.cvc };
  return { ok: true };
}

export interface CardInput {
  number?: string | null;
  expMonth?: number | null;
  expYear?: number | null;
  cvc?: string | null;
}

export type CardField = 'number' | 'expiry' | 'cvc';

export type CardCheck =
  | { ok: true; card: { digits: string; brand: CardBrand; expMonth: number; expYear: number; lastFour: string } }
  | { ok: false; errors: Partial<Record<CardField, string>> };

/** Every field at once, so a form can show all of its messages together. */
export function checkCard(input: CardInput, now: YearMonth): CardCheck {
  const number = checkCardNumber(input.number);
  const expiry = checkExpiry(input.expMonth, input.expYear, now);
  const cvc = checkCvc(input.cvc, number.ok ? number.brand : detectCardBrand(input.number ?? ''));
  const errors: Partial<Record<CardField, string>> = {};
  if (!number.ok) errors.number = number.message;
  if (!expiry.ok) errors.expiry = expiry.message;
  if (!cvc.ok) errors.cvc = cvc.message;
  if (!number.ok || !expiry.ok || !cvc.ok) return { ok: false, errors };
  return {
    ok: true,
    card: {
      digits: number.digits,
      brand: number.brand,
      expMonth: expiry.month,
      expYear: expiry.year,
      lastFour: number.digits.slice(-4),
    },
  };
}

/**
 * Every run of 13–19 digits in `text` that passes the Luhn check: what a leaked card number looks like.
 * Used by tests that scan the database, logs and files, and by the log guard.
 */
export function findCardNumberRuns(text: string): string[] {
  const looksLikeCard = (run: string) =>
    run.length >= CARD_NUMBER_MIN_DIGITS && run.length <= CARD_NUMBER_MAX_DIGITS && passesLuhn(run);
  const plain = text.match(/\d+/g) ?? [];
  // Also as typed, masked or form-encoded: 4242 4242 4242 4242, 4242-4242-4242-4242, 4242+4242…, 4242%204242….
  // Groups as cards print them (4-4-4-4, 4-6-5…), so dates such as 2026-11-21 are not glued into runs.
  const grouped = (text.match(/(?<!\d)\d{4}(?:(?:[ +-]|%20)\d{4,6}){2,4}(?!\d)/g) ?? []).map((run) =>
    run.replace(/%20/g, '').replace(/\D/g, ''),
  );
  return [...new Set([...plain, ...grouped].filter(looksLikeCard))];
}

/** A run of 13–19 digits, possibly grouped by spaces, dashes, plus signs or %20, as typed, masked or URL-encoded. */
const CARD_NUMBER_CANDIDATE = /(?<!\d)\d(?:(?:[ +-]|%20)?\d){12,18}(?!\d)/g;
/** A card's security code next to its name: "CVC 737", "cvv: 123", "cvc=737", "security code 1234". */
const SECURITY_CODE = /\b(cvc2?|cvv2?|cid|csc|security code)(\W{0,3})\d{3,4}(?!\d)/gi;

/**
 * `text` with every card number (a Luhn-valid run of 13–19 digits, grouped or not) and every named security code
 * replaced by [redacted] (issue 27): what a client sends is scrubbed before any log line or stored report keeps it.
 */
export function redactCardData(text: string): string {
  return text
    .replace(CARD_NUMBER_CANDIDATE, (run) =>
      findCardNumberRuns(run.replace(/%20/g, '').replace(/\D/g, '')).length > 0 ? '[redacted]' : run,
    )
    .replace(SECURITY_CODE, '$1$2[redacted]');
}
