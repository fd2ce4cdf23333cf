import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_MESSAGES } from './membership-constants';
import type { MembershipFacts } from './membership-status';
import {
  type MembershipProductFacts,
  membershipCartPrices,
  membershipPriceFor,
  membershipPurchaseProblem,
  membershipSale,
  monthsLeft,
  planActivation,
  upgradeToExecutivePrice,
} from './membership-terms';

const paidOn = '2026-11-25';
const premium = (expires_on: string): MembershipFacts => ({
  code: '10012345678901',
  card_type: 'NEW_PREMIUM_CARD',
  package: 'PREMIUM',
  expires_on,
  starts_on: '2026-01-10',
});
const product = (type: string, pkg = 'PREMIUM') => ({ type, package: pkg });

describe('activation when a membership order is paid (decision 010)', () => {
  it('a new application issues a new card valid one year from payment', () => {
    expect(planActivation(product('NEW_PREMIUM_CARD'), null, paidOn)).toEqual({
      kind: 'new',
      newCode: true,
      package: 'PREMIUM',
      card_type: 'NEW_PREMIUM_CARD',
      starts_on: paidOn,
      expires_on: '2027-11-25',
    });
    expect(planActivation(product('NEW_BUSINESS_CARD', 'BUSINESS'), null, paidOn)).toMatchObject({
      package: 'BUSINESS',
      expires_on: '2027-11-25',
    });
  });

  it('renewing early adds a year to the current expiry date; the number stays', () => {
    expect(planActivation(product('RENEW_CARD'), premium('2027-01-10'), paidOn)).toEqual({
      kind: 'renew',
      newCode: false,
      package: 'PREMIUM',
      card_type: 'NEW_PREMIUM_CARD',
      starts_on: '2026-01-10',
      expires_on: '2028-01-10',
    });
  });

  it('renewing an expired card runs a year from payment (no back-dated term)', () => {
    expect(planActivation(product('RENEW_CARD'), premium('2026-06-01'), paidOn)).toMatchObject({
      kind: 'renew',
      newCode: false,
      starts_on: paidOn,
      expires_on: '2027-11-25',
    });
  });

  it('the expiry day itself counts as expired (spec §9: 0 or fewer days), the day before does not', () => {
    expect(planActivation(product('RENEW_CARD'), premium(paidOn), paidOn)).toMatchObject({
      starts_on: paidOn,
      expires_on: '2027-11-25',
    });
    expect(planActivation(product('RENEW_CARD'), premium('2026-11-26'), paidOn)).toMatchObject({
      starts_on: '2026-01-10',
      expires_on: '2027-11-26',
    });
    // 29 February + 12 months is 28 February.
    expect(planActivation(product('RENEW_CARD'), premium('2028-02-29'), paidOn)).toMatchObject({
      expires_on: '2029-02-28',
    });
  });

  it('a card extension adds six months on the same rule', () => {
    expect(planActivation(product('EXTEND_CARD'), premium('2027-01-10'), paidOn)).toMatchObject({
      kind: 'extend',
      expires_on: '2027-07-10',
    });
    expect(planActivation(product('EXTEND_CARD'), premium('2026-01-10'), paidOn)).toMatchObject({
      kind: 'extend',
      expires_on: '2027-05-25',
    });
  });

  it('an active member buying a new card renews it with the bought package', () => {
    expect(planActivation(product('NEW_BUSINESS_CARD', 'BUSINESS'), premium('2027-01-10'), paidOn)).toMatchObject({
      kind: 'renew',
      newCode: false,
      package: 'BUSINESS',
      expires_on: '2028-01-10',
    });
  });

  it('an expired member buying a new card keeps the number and starts a fresh year', () => {
    expect(planActivation(product('NEW_PREMIUM_CARD'), premium('2026-01-10'), paidOn)).toMatchObject({
      kind: 'new',
      newCode: false,
      expires_on: '2027-11-25',
    });
  });

  it('the Executive upgrade keeps number and expiry; a non-member gets a new Executive card', () => {
    expect(planActivation(product('UPGRADE_RENEW_EXECUTIVE_CARD', 'EXECUTIVE'), premium('2027-05-25'), paidOn)).toEqual(
      {
        kind: 'upgrade',
        newCode: false,
        package: 'EXECUTIVE',
        card_type: 'UPGRADE_RENEW_EXECUTIVE_CARD',
        starts_on: paidOn,
        expires_on: '2027-05-25',
      },
    );
    expect(planActivation(product('UPGRADE_RENEW_EXECUTIVE_CARD', 'EXECUTIVE'), null, paidOn)).toMatchObject({
      kind: 'new',
      newCode: true,
      package: 'EXECUTIVE',
      expires_on: '2027-11-25',
    });
  });

  it('renewal and extension need a card on the account', () => {
    expect(planActivation(product('RENEW_CARD'), null, paidOn)).toEqual({
      problem: MEMBERSHIP_MESSAGES.renewalNeedsCard,
    });
    expect(membershipPurchaseProblem(product('EXTEND_CARD'), null, paidOn)).toBe(MEMBERSHIP_MESSAGES.renewalNeedsCard);
    expect(membershipPurchaseProblem(product('NEW_PREMIUM_CARD'), null, paidOn)).toBeNull();
    expect(membershipPurchaseProblem(product('PREMIUM_WITH_SULIT_CCARD'), null, paidOn)).toBe(
      MEMBERSHIP_MESSAGES.creditCardByApplication,
    );
    expect(membershipPurchaseProblem(product('SOMETHING_ELSE'), null, paidOn)).toBe(
      'Add new membership to cart failed',
    );
  });
});

describe('pro-rata upgrade to Executive', () => {
  const executive: Pick<MembershipProductFacts, 'price' | 'upgrade_price'> = { price: 350_000, upgrade_price: 270_000 };
  const price = (expiresOn: string, currentPackagePrice = 80_000, exec = executive) =>
    upgradeToExecutivePrice({ executive: exec, currentPackagePrice, expiresOn, today: paidOn });

  it('months left are whole months of a 365-day year, rounded up', () => {
    expect(monthsLeft('2027-11-25', paidOn)).toBe(12); // 365 days
    expect(monthsLeft('2027-05-25', paidOn)).toBe(6); // 181 days
    expect(monthsLeft('2026-12-10', paidOn)).toBe(1); // 15 days
    expect(monthsLeft('2026-11-25', paidOn)).toBe(0);
  });

  it('₱2,700 difference × months left / 12, rounded up to the peso', () => {
    expect(price('2027-11-25')).toBe(270_000);
    expect(price('2027-05-25')).toBe(135_000);
    expect(price('2026-12-10')).toBe(22_500);
    expect(price('2027-01-25')).toBe(67_500); // 61 days → 3 months: ₱2,700 × 3 / 12 = ₱675
  });

  it('uses the price difference when the product has no upgrade price, never below zero', () => {
    expect(price('2027-11-25', 100_000, { price: 350_000, upgrade_price: null })).toBe(250_000);
    expect(price('2027-11-25', 400_000, { price: 350_000, upgrade_price: null })).toBe(0);
    expect(price('2027-11-25', 80_000, { price: 350_001, upgrade_price: null })).toBe(270_100);
  });

  it('prices the Executive item for the customer: pro rata for an active Premium member, else the final price', () => {
    const exec: MembershipProductFacts = {
      sku: 'MEMBERSHIP-EXECUTIVE',
      package: 'EXECUTIVE',
      type: 'UPGRADE_RENEW_EXECUTIVE_CARD',
      price: 350_000,
      renew_price: 350_000,
      extend_price: 180_000,
      upgrade_price: 270_000,
      final_price: 350_000,
    };
    const withPremium = [exec, { ...exec, package: 'PREMIUM', type: 'NEW_PREMIUM_CARD', price: 80_000 }];
    expect(membershipPriceFor(exec, premium('2027-05-25'), withPremium, paidOn)).toBe(135_000);
    expect(membershipPriceFor(exec, null, [exec], paidOn)).toBe(350_000);
    expect(membershipPriceFor(exec, premium('2026-01-01'), withPremium, paidOn)).toBe(350_000);
    const premiumCard = {
      ...exec,
      sku: 'MEMBERSHIP-PREMIUM',
      package: 'PREMIUM',
      type: 'NEW_PREMIUM_CARD',
      price: 80_000,
      upgrade_price: null,
      final_price: 80_000,
    };
    expect(membershipCartPrices([exec, premiumCard], premium('2027-05-25'), paidOn)).toEqual({
      'MEMBERSHIP-EXECUTIVE': 135_000,
      'MEMBERSHIP-PREMIUM': 80_000,
    });
    expect(membershipCartPrices([exec, premiumCard], null, paidOn)['MEMBERSHIP-EXECUTIVE']).toBe(350_000);
  });
});

describe('a renewal or extension costs what the package it renews costs (issue 26)', () => {
  /** The catalogue as seeded: the Renewal and Card Extension products are Premium ones. */
  const card = (
    sku: string,
    pkg: string,
    type: string,
    price: number,
    renew: number,
    extend: number,
    final = price,
  ) => ({
    sku,
    package: pkg,
    type,
    price,
    renew_price: renew,
    extend_price: extend,
    upgrade_price: pkg === 'EXECUTIVE' ? 270_000 : null,
    final_price: final,
  });
  const catalogue: MembershipProductFacts[] = [
    card('MEMBERSHIP-PREMIUM', 'PREMIUM', 'NEW_PREMIUM_CARD', 80_000, 80_000, 45_000),
    card('MEMBERSHIP-BUSINESS', 'BUSINESS', 'NEW_BUSINESS_CARD', 100_000, 100_000, 55_000),
    card('MEMBERSHIP-EXECUTIVE', 'EXECUTIVE', 'UPGRADE_RENEW_EXECUTIVE_CARD', 350_000, 350_000, 180_000),
    card('MEMBERSHIP-RENEW', 'PREMIUM', 'RENEW_CARD', 80_000, 80_000, 45_000, 72_000),
    card('MEMBERSHIP-EXTEND', 'PREMIUM', 'EXTEND_CARD', 45_000, 80_000, 45_000),
  ];
  const holding = (pkg: string, card_type: string): MembershipFacts => ({
    ...premium('2027-05-25'),
    package: pkg,
    card_type,
  });

  it('an Executive card renews at ₱3,500 and extends at ₱1,800, not at the Premium prices', () => {
    const prices = membershipCartPrices(catalogue, holding('EXECUTIVE', 'UPGRADE_RENEW_EXECUTIVE_CARD'), paidOn);
    expect(prices['MEMBERSHIP-RENEW']).toBe(350_000);
    expect(prices['MEMBERSHIP-EXTEND']).toBe(180_000);
  });

  it('a Business card renews at ₱1,000 and extends at ₱550; the early-renewal promo is Premium’s alone', () => {
    const business = membershipCartPrices(catalogue, holding('BUSINESS', 'NEW_BUSINESS_CARD'), paidOn);
    expect(business['MEMBERSHIP-RENEW']).toBe(100_000);
    expect(business['MEMBERSHIP-EXTEND']).toBe(55_000);
    const premiumPrices = membershipCartPrices(catalogue, premium('2027-05-25'), paidOn);
    expect(premiumPrices['MEMBERSHIP-RENEW']).toBe(72_000);
    expect(premiumPrices['MEMBERSHIP-EXTEND']).toBe(45_000);
  });

  it('one answer says what paying the item does and what it costs', () => {
    const extension = catalogue.find((p) => p.sku === 'MEMBERSHIP-EXTEND')!;
    expect(membershipSale(extension, holding('BUSINESS', 'NEW_BUSINESS_CARD'), catalogue, paidOn)).toEqual({
      plan: expect.objectContaining({ kind: 'extend', package: 'BUSINESS', expires_on: '2027-11-25' }),
      price: 55_000,
    });
    expect(membershipSale(extension, null, catalogue, paidOn)).toEqual({
      problem: MEMBERSHIP_MESSAGES.renewalNeedsCard,
    });
  });
});

describe('membership cards as cart lines', () => {
  it('get a stable negative product id per sku', async () => {
    const { membershipLineProductId } = await import('./membership-terms');
    const a = membershipLineProductId('MEMBERSHIP-PREMIUM');
    expect(a).toBeLessThan(0);
    expect(membershipLineProductId('MEMBERSHIP-PREMIUM')).toBe(a);
    expect(membershipLineProductId('MEMBERSHIP-BUSINESS')).not.toBe(a);
  });
});
