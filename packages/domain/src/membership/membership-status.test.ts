import { describe, expect, it } from 'vitest';
import { formatDate } from '../shared/date-format';
import { addMonths, daysBetween, manilaDate } from './membership-dates';
import {
  intentLabel,
  MEMBERSHIP_NEAR_EXPIRY_DAYS,
  MEMBERSHIP_STOCK,
  premiumWithCreditCardType,
  VERIFY_MEMBERSHIP_TYPES,
} from './membership-constants';
import {
  canUseRebates,
  expiryPrompt,
  isActiveMember,
  isMembershipExpired,
  isMembershipNearExpiry,
  membershipStatus,
  type MembershipFacts,
  remainingDays,
  reminderDue,
  renewalStep,
} from './membership-status';

const today = '2026-11-25';
const card = (expires_on: string, over: Partial<MembershipFacts> = {}): MembershipFacts => ({
  code: '10012345678901',
  card_type: 'NEW_PREMIUM_CARD',
  package: 'PREMIUM',
  expires_on,
  ...over,
});

describe('dates', () => {
  it('uses the Asia/Manila calendar day (UTC+8)', () => {
    expect(manilaDate(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(manilaDate(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
  it('adds months, keeping month ends', () => {
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(daysBetween('2026-11-25', '2027-11-25')).toBe(365);
  });
  it('displays DD/MM/YYYY (spec §9)', () => {
    expect(formatDate('2027-03-09')).toBe('09/03/2027');
  });
});

describe('membership status (spec §4, §9)', () => {
  it('near-expiry: fewer than 90 days', () => {
    expect(MEMBERSHIP_NEAR_EXPIRY_DAYS).toBe(90);
    expect(daysBetween(today, '2027-02-23')).toBe(90);
    expect(isMembershipNearExpiry('2027-02-23', today)).toBe(false); // 90 days
    expect(isMembershipNearExpiry('2027-02-22', today)).toBe(true); // 89 days
    expect(isMembershipNearExpiry('2026-11-26', today)).toBe(true); // 1 day
  });

  it('expired at 0 or fewer days; days floored at 0', () => {
    expect(isMembershipExpired('2026-11-25', today)).toBe(true);
    expect(isMembershipExpired('2026-11-20', today)).toBe(true);
    expect(isMembershipExpired('2026-11-26', today)).toBe(false);
    expect(remainingDays('2026-11-20', today)).toBe(0);
    expect(remainingDays('2026-11-26', today)).toBe(1);
    expect(isMembershipNearExpiry('2026-11-25', today)).toBe(false);
  });

  it('Status: inactive if expiry is past, active if a code exists, else none', () => {
    expect(membershipStatus(card('2027-01-01'), today)).toBe('active');
    expect(membershipStatus(card('2026-11-01'), today)).toBe('inactive');
    expect(membershipStatus(null, today)).toBe('none');
    expect(membershipStatus(card('2027-01-01', { code: '' }), today)).toBe('none');
  });

  it('is a member only while active and unexpired', () => {
    expect(isActiveMember(card('2027-01-01'), today)).toBe(true);
    expect(isActiveMember(card('2026-11-25'), today)).toBe(false);
    expect(isActiveMember(null, today)).toBe(false);
  });

  it('rebate features need a Business or Executive type', () => {
    expect(canUseRebates(card('2027-06-01'), today)).toBe(false);
    expect(canUseRebates(card('2027-06-01', { package: 'BUSINESS', card_type: 'NEW_BUSINESS_CARD' }), today)).toBe(
      true,
    );
    expect(
      canUseRebates(card('2027-06-01', { package: 'EXECUTIVE', card_type: 'UPGRADE_RENEW_EXECUTIVE_CARD' }), today),
    ).toBe(true);
    expect(canUseRebates(card('2026-06-01', { package: 'BUSINESS', card_type: 'NEW_BUSINESS_CARD' }), today)).toBe(
      false,
    );
  });

  it('membership item stock is 99999', () => {
    expect(MEMBERSHIP_STOCK).toBe(99999);
  });
});

describe('intents and types', () => {
  it('buy-new is New Application, renew is Renewal, extend is Card Extension', () => {
    expect(intentLabel('buy-new')).toBe('New Application');
    expect(intentLabel('renew')).toBe('Renewal');
    expect(intentLabel('extend')).toBe('Card Extension');
    expect(intentLabel('upgrade')).toBe('UPGRADE_RENEW_EXECUTIVE_CARD');
    expect(intentLabel('credit-card')).toBe('PREMIUM_WITH_SULIT_CCARD');
  });
  it('PREMIUM_WITH_{product}_CCARD takes the provider code', () => {
    expect(premiumWithCreditCardType('sulit')).toBe('PREMIUM_WITH_SULIT_CCARD');
  });
  it('verify types are extend, renew and business', () => {
    expect(VERIFY_MEMBERSHIP_TYPES).toEqual(['extend', 'renew', 'business']);
  });
});

describe('expiry prompt (spec §3, §4)', () => {
  const promo = { image: '/media/renew.svg', title: 'Renew early', verbiage: 'Save ₱80' };
  it('about to expire shows the days remaining', () => {
    expect(expiryPrompt(card('2026-12-25'), today, promo)).toEqual({
      is_expired: false,
      about_to_expire: true,
      remaining_days: 30,
      expiry_date: '2026-12-25',
      promo_image: '/media/renew.svg',
      promo_title: 'Renew early',
      promo_verbiage: 'Save ₱80',
    });
  });
  it('expired shows the expired notice with days floored at 0', () => {
    const prompt = expiryPrompt(card('2026-10-01'), today);
    expect(prompt).toMatchObject({ is_expired: true, about_to_expire: false, remaining_days: 0 });
  });
  it('on the expiry day the expired notice shows (0 days); the day before, 1 day remaining', () => {
    expect(expiryPrompt(card(today), today)).toMatchObject({ is_expired: true, remaining_days: 0 });
    expect(expiryPrompt(card('2026-11-26'), today)).toMatchObject({
      is_expired: false,
      about_to_expire: true,
      remaining_days: 1,
    });
    expect(expiryPrompt(card('2027-02-22'), today)).toMatchObject({ about_to_expire: true, remaining_days: 89 });
  });
  it('nothing to prompt with 90 or more days left, or no membership', () => {
    expect(expiryPrompt(card('2027-06-01'), today)).toBeNull();
    expect(expiryPrompt(null, today)).toBeNull();
  });
});

describe('renewal lookup (spec §4 Renewal)', () => {
  const info = (expires_on: string, over: Partial<Parameters<typeof renewalStep>[0] & object> = {}) => ({
    expires_on,
    package: 'PREMIUM',
    credit_card_applied: false,
    qr_used: false,
    ...over,
  });
  it('a 404 opens premium purchase', () => {
    expect(renewalStep(null, today, false)).toBe('premium_purchase');
  });
  it('expired shows the expired alert', () => {
    expect(renewalStep(info('2026-11-01'), today, false)).toBe('expired_alert');
  });
  it('under 90 days alerts only in credit-card-only mode, and business members skip it', () => {
    expect(renewalStep(info('2027-01-01'), today, true)).toBe('near_expiry_alert');
    expect(renewalStep(info('2027-01-01'), today, false)).toBe('renew_modal');
    expect(renewalStep(info('2027-01-01', { package: 'BUSINESS' }), today, true)).toBe('renew_modal');
  });
  it('credit card or QR already applied shows the complete-order modal', () => {
    expect(renewalStep(info('2027-06-01', { credit_card_applied: true }), today, false)).toBe('complete_order');
    expect(renewalStep(info('2027-06-01', { qr_used: true }), today, false)).toBe('complete_order');
  });
});

describe('reminder e-mails 30 and 7 days before expiry', () => {
  const none = new Set<30 | 7>();
  it('sends the 30-day reminder with 8 to 30 days left, once', () => {
    expect(reminderDue('2026-12-25', today, none)).toBe(30);
    expect(reminderDue('2026-12-03', today, none)).toBe(30); // 8 days
    expect(reminderDue('2026-12-25', today, new Set([30]))).toBeNull();
    expect(reminderDue('2026-12-26', today, none)).toBeNull(); // 31 days
  });
  it('sends the 7-day reminder with 1 to 7 days left, once; none after expiry', () => {
    expect(reminderDue('2026-12-02', today, new Set([30]))).toBe(7);
    expect(reminderDue('2026-11-26', today, none)).toBe(7);
    expect(reminderDue('2026-12-02', today, new Set([30, 7]))).toBeNull();
    expect(reminderDue('2026-11-25', today, none)).toBeNull();
  });
});
