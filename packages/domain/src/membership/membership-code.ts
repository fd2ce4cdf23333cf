import { applyDigitMask, CARD_NUMBER_MASK } from '../payments/card-rules';
import { MEMBERSHIP_MESSAGES } from './membership-constants';

/**
 * Spec §5: "Membership id of 16 digits is a partner-fuel-card type; otherwise an own-type membership."
 * The own card number is 14 digits (its mask 9999-99999999-99 holds 14).
 */
export const MEMBERSHIP_ID_TYPES = { own: 'SULIT', partnerFuel: 'PARTNER_FUEL' } as const;
export type MembershipIdType = (typeof MEMBERSHIP_ID_TYPES)[keyof typeof MEMBERSHIP_ID_TYPES];

export const PARTNER_FUEL_CARD_DIGITS = 16;
export const OWN_CARD_DIGITS = 14;
export const MEMBERSHIP_NUMBER_MASK = '9999-99999999-99';

/** Spec §5 "Membership code on link: dashes stripped." Spaces typed between groups go too. */
export function normalizeMembershipCode(input: string): string {
  return input.replace(/[-\s]/g, '');
}

export function membershipIdTypeOf(code: string): MembershipIdType {
  return normalizeMembershipCode(code).length === PARTNER_FUEL_CARD_DIGITS
    ? MEMBERSHIP_ID_TYPES.partnerFuel
    : MEMBERSHIP_ID_TYPES.own;
}

export function isMembershipIdType(value: string): value is MembershipIdType {
  return value === MEMBERSHIP_ID_TYPES.own || value === MEMBERSHIP_ID_TYPES.partnerFuel;
}

/** The mask for a code: the card-number mask for 16 digits, else the membership-number mask. */
export function membershipMaskFor(code: string): string {
  return membershipIdTypeOf(code) === MEMBERSHIP_ID_TYPES.partnerFuel ? CARD_NUMBER_MASK : MEMBERSHIP_NUMBER_MASK;
}

/** Spec §5 "Shown grouped 4-4-4-4 for 16 digits, else 4-8-2." */
export function formatMembershipCode(code: string): string {
  const digits = normalizeMembershipCode(code);
  const groups = digits.length === PARTNER_FUEL_CARD_DIGITS ? [4, 4, 4, 4] : [4, 8, 2];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join('-');
}

/** null when the (normalised) code is 14 or 16 digits, else the message to show. */
export function membershipCodeRule(code: string): string | null {
  const digits = normalizeMembershipCode(code);
  if (!/^\d+$/.test(digits)) return MEMBERSHIP_MESSAGES.invalidCode;
  return digits.length === OWN_CARD_DIGITS || digits.length === PARTNER_FUEL_CARD_DIGITS
    ? null
    : MEMBERSHIP_MESSAGES.invalidCode;
}

/** Names on cards compare without case, extra spaces or accents ("MARIA  SANTOS" is "Maria Santos"). */
export function sameCardName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/**
 * The number field as the shopper types: the membership-number mask up to 14 digits, the card-number mask
 * beyond (a 16-digit partner fuel card regroups 4-4-4-4 at its 15th digit).
 */
export function maskMembershipInput(input: string): string {
  const digits = input.replace(/\D/g, '');
  return applyDigitMask(digits, digits.length > OWN_CARD_DIGITS ? CARD_NUMBER_MASK : MEMBERSHIP_NUMBER_MASK);
}
