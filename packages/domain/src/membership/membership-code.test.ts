import { applyDigitMask, CARD_NUMBER_MASK } from '../payments/card-rules';
import { describe, expect, it } from 'vitest';
import {
  formatMembershipCode,
  MEMBERSHIP_NUMBER_MASK,
  membershipCodeRule,
  membershipIdTypeOf,
  maskMembershipInput,
  membershipMaskFor,
  normalizeMembershipCode,
  sameCardName,
} from './membership-code';
import { MEMBERSHIP_MESSAGES, membershipCodeNotFoundMessage } from './membership-constants';

describe('membership codes (spec §5)', () => {
  it('strips dashes on link', () => {
    expect(normalizeMembershipCode('1001-23456789-01')).toBe('10012345678901');
    expect(normalizeMembershipCode('7001 2345 6789 0123')).toBe('7001234567890123');
  });

  it('16 digits is a partner-fuel-card type; otherwise an own-type membership', () => {
    expect(membershipIdTypeOf('7001-2345-6789-0123')).toBe('PARTNER_FUEL');
    expect(membershipIdTypeOf('10012345678901')).toBe('SULIT');
    expect(membershipIdTypeOf('123')).toBe('SULIT');
  });

  it('groups 4-4-4-4 for 16 digits, else 4-8-2', () => {
    expect(formatMembershipCode('7001234567890123')).toBe('7001-2345-6789-0123');
    expect(formatMembershipCode('10012345678901')).toBe('1001-23456789-01');
    expect(formatMembershipCode('1001-2345')).toBe('1001-2345');
  });

  it('masks: card number 9999-9999-9999-9999, membership number 9999-99999999-99', () => {
    expect(CARD_NUMBER_MASK).toBe('9999-9999-9999-9999');
    expect(MEMBERSHIP_NUMBER_MASK).toBe('9999-99999999-99');
    expect(membershipMaskFor('7001234567890123')).toBe(CARD_NUMBER_MASK);
    expect(membershipMaskFor('10012345678901')).toBe(MEMBERSHIP_NUMBER_MASK);
    expect(applyDigitMask('10012345678901999', MEMBERSHIP_NUMBER_MASK)).toBe('1001-23456789-01');
    expect(applyDigitMask('7001x2345', CARD_NUMBER_MASK)).toBe('7001-2345');
    expect(applyDigitMask('1001', MEMBERSHIP_NUMBER_MASK)).toBe('1001');
  });

  it('masks the field while typing and regroups a partner fuel card at its 15th digit', () => {
    expect(maskMembershipInput('10012')).toBe('1001-2');
    expect(maskMembershipInput('1001-23456789-01')).toBe('1001-23456789-01');
    expect(maskMembershipInput('100123456789012')).toBe('1001-2345-6789-012');
    expect(maskMembershipInput('70012345678901234567')).toBe('7001-2345-6789-0123');
  });

  it('accepts 14 or 16 digits only', () => {
    expect(membershipCodeRule('1001-23456789-01')).toBeNull();
    expect(membershipCodeRule('7001-2345-6789-0123')).toBeNull();
    expect(membershipCodeRule('1001234567890')).toBe(MEMBERSHIP_MESSAGES.invalidCode);
    expect(membershipCodeRule('1001-2345678A-01')).toBe(MEMBERSHIP_MESSAGES.invalidCode);
    expect(membershipCodeRule('')).toBe(MEMBERSHIP_MESSAGES.invalidCode);
  });

  it("an unknown code on extend reads 'Membership code {code} does not exists.'", () => {
    expect(membershipCodeNotFoundMessage('10019999999999')).toBe('Membership code 10019999999999 does not exists.');
  });

  it('the link failure carries the support phrase of spec §4', () => {
    expect(MEMBERSHIP_MESSAGES.linkFailed).toContain(
      'issue was encountered while linking your Membership Card to your account',
    );
    expect(MEMBERSHIP_MESSAGES.addToCartFailed).toBe('Add new membership to cart failed');
  });

  it('compares card names without case, spacing or accents', () => {
    expect(sameCardName('MARIA  SANTOS ', 'Maria Santos')).toBe(true);
    expect(sameCardName('José Peña', 'jose pena')).toBe(true);
    expect(sameCardName('Maria Santos', 'Mario Santos')).toBe(false);
  });
});
