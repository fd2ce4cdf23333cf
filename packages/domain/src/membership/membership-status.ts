import { addDays, daysBetween } from './membership-dates';
import {
  MEMBERSHIP_CARD_TYPES,
  MEMBERSHIP_NEAR_EXPIRY_DAYS,
  MEMBERSHIP_REMINDER_DAYS,
  type MembershipReminderKind,
} from './membership-constants';

/** A customer's membership as the rules see it. Dates are Asia/Manila calendar days (YYYY-MM-DD). */
export interface MembershipFacts {
  code: string;
  /** card type, e.g. NEW_PREMIUM_CARD */
  card_type: string;
  /** PREMIUM | BUSINESS | EXECUTIVE */
  package: string;
  /** the last day the card is valid is the day before this date: on it, 0 days remain (expired) */
  expires_on: string;
  /** the day the current term began, when known */
  starts_on?: string | null;
}

/**
 * Spec §9 "expired at 0 or fewer days; days floored at 0". Days left until the expiry date, never below 0.
 */
export function remainingDays(expiresOn: string, today: string): number {
  return Math.max(0, daysBetween(today, expiresOn));
}

/** Spec §9: expired at 0 or fewer days. */
export function isMembershipExpired(expiresOn: string, today: string): boolean {
  return daysBetween(today, expiresOn) <= 0;
}

/** Spec §9 "Membership near-expiry: fewer than 90 days" (and not yet expired). */
export function isMembershipNearExpiry(expiresOn: string, today: string): boolean {
  const days = daysBetween(today, expiresOn);
  return days > 0 && days < MEMBERSHIP_NEAR_EXPIRY_DAYS;
}

/** Issue 11: a customer is a member only with a membership that is active and unexpired. */
export function isActiveMember(membership: MembershipFacts | null | undefined, today: string): boolean {
  return (
    membership !== null &&
    membership !== undefined &&
    membership.code !== '' &&
    !isMembershipExpired(membership.expires_on, today)
  );
}

export type MembershipStatus = 'inactive' | 'active' | 'none';

/** Spec §4 "Status: inactive if expiry is past, active if a code exists, else none." */
export function membershipStatus(membership: MembershipFacts | null | undefined, today: string): MembershipStatus {
  if (!membership || membership.code === '') return 'none';
  return isMembershipExpired(membership.expires_on, today) ? 'inactive' : 'active';
}

/**
 * Spec §6 "Rebate features need a Business or Executive type (NEW_BUSINESS_CARD, UPGRADE_RENEW_EXECUTIVE_CARD)",
 * and only while the membership is active.
 */
export function canUseRebates(membership: MembershipFacts | null | undefined, today: string): boolean {
  if (!membership || !isActiveMember(membership, today)) return false;
  const qualifyingTypes: readonly string[] = [
    MEMBERSHIP_CARD_TYPES.newBusiness,
    MEMBERSHIP_CARD_TYPES.upgradeRenewExecutive,
    MEMBERSHIP_CARD_TYPES.executive,
  ];
  return (
    membership.package === 'BUSINESS' ||
    membership.package === 'EXECUTIVE' ||
    qualifyingTypes.includes(membership.card_type)
  );
}

/** Spec §3 "Expiry prompt: is_expired, about_to_expire, remaining_days, expiry_date, promo_image, promo_title, promo_verbiage". */
export interface ExpiryPrompt {
  is_expired: boolean;
  about_to_expire: boolean;
  remaining_days: number;
  expiry_date: string;
  promo_image: string | null;
  promo_title: string | null;
  promo_verbiage: string | null;
}

export interface ExpiryPromo {
  image: string | null;
  title: string | null;
  verbiage: string | null;
}

/**
 * Spec §4 "Expiry prompt: expired shows an expired notice; about-to-expire shows days remaining floored at 0."
 * null when there is nothing to prompt (no membership, or more than 90 days left).
 */
export function expiryPrompt(
  membership: MembershipFacts | null | undefined,
  today: string,
  promo: ExpiryPromo = { image: null, title: null, verbiage: null },
): ExpiryPrompt | null {
  if (!membership) return null;
  const expired = isMembershipExpired(membership.expires_on, today);
  const near = isMembershipNearExpiry(membership.expires_on, today);
  if (!expired && !near) return null;
  return {
    is_expired: expired,
    about_to_expire: near,
    remaining_days: remainingDays(membership.expires_on, today),
    expiry_date: membership.expires_on,
    promo_image: promo.image,
    promo_title: promo.title,
    promo_verbiage: promo.verbiage,
  };
}

/** What the renewal flow shows next (spec §4 "Renewal"). */
export type RenewalStep = 'premium_purchase' | 'expired_alert' | 'near_expiry_alert' | 'complete_order' | 'renew_modal';

export interface RenewalLookup {
  expires_on: string;
  package: string;
  credit_card_applied: boolean;
  qr_used: boolean;
}

/**
 * Spec §4: "Renewal: fetch info by membership code; if expired, or under 90 days to expiry in credit-card-only
 * mode (business members skip this), show an expired or near-expiry alert; if the credit card or QR is already
 * applied show the complete-order modal; else the renew modal. A 404 opens premium purchase as renewal."
 */
export function renewalStep(info: RenewalLookup | null, today: string, creditCardOnly: boolean): RenewalStep {
  if (!info) return 'premium_purchase';
  if (isMembershipExpired(info.expires_on, today)) return 'expired_alert';
  if (creditCardOnly && info.package !== 'BUSINESS' && isMembershipNearExpiry(info.expires_on, today)) {
    return 'near_expiry_alert';
  }
  if (info.credit_card_applied || info.qr_used) return 'complete_order';
  return 'renew_modal';
}

/**
 * The reminder due today for an expiry date, if any: the 30-day one while 8 to 30 days remain, the 7-day one
 * while 1 to 7 remain; one already sent for this expiry date is not due again. A scheduler that missed the
 * 30-day window sends only the 7-day reminder.
 */
export function reminderDue(
  expiresOn: string,
  today: string,
  alreadySent: ReadonlySet<MembershipReminderKind>,
): MembershipReminderKind | null {
  const days = daysBetween(today, expiresOn);
  if (days <= 0) return null;
  const [month, week] = MEMBERSHIP_REMINDER_DAYS;
  if (days <= week) return alreadySent.has(week) ? null : week;
  if (days <= month) return alreadySent.has(month) ? null : month;
  return null;
}

/** The expiry dates the reminder job looks for today: anything expiring within the next 30 days. */
export function reminderWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, 1), to: addDays(today, MEMBERSHIP_REMINDER_DAYS[0]) };
}
