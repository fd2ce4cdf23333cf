import type { MembershipProductRowInsert } from './catalog-rows';

const DAY_MS = 86_400_000;
/** Asia/Manila is UTC+8; the renewal promo starts and ends at Manila midnight. */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * Spec §3 membership products, in centavos. Premium ₱800 a year; Business ₱1,000 (registered businesses,
 * earns rebates); Executive ₱3,500 with a ₱2,700 upgrade from Premium (the difference); Premium with the
 * Sulit Club credit card is free while the card is active; renewal is ₱800, ₱720 during the early-renewal
 * promo window (final_price); a 6-month extension of an expiring card is ₱450.
 */
export function buildMembershipProducts(now: Date): MembershipProductRowInsert[] {
  const today = Math.floor((now.getTime() + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
  return [
    {
      sku: 'MEMBERSHIP-PREMIUM',
      name: 'Premium Membership (1 Year)',
      package: 'PREMIUM',
      type: 'NEW_PREMIUM_CARD',
      description:
        'A year of member prices online and in all five Sulit Club stores, with one free add-on card for a family member.',
      price: 80_000,
      renew_price: 80_000,
      extend_price: 45_000,
      upgrade_price: null,
      final_price: 80_000,
      promo_start: null,
      promo_end: null,
      sort_order: 1,
    },
    {
      sku: 'MEMBERSHIP-BUSINESS',
      name: 'Business Membership (1 Year)',
      package: 'BUSINESS',
      type: 'NEW_BUSINESS_CARD',
      description:
        'For registered businesses: member prices, two add-on cards for staff, official receipts under your TIN and a 1% rebate on purchases.',
      price: 100_000,
      renew_price: 100_000,
      extend_price: 55_000,
      upgrade_price: null,
      final_price: 100_000,
      promo_start: null,
      promo_end: null,
      sort_order: 2,
    },
    {
      sku: 'MEMBERSHIP-EXECUTIVE',
      name: 'Executive Membership (1 Year)',
      package: 'EXECUTIVE',
      type: 'UPGRADE_RENEW_EXECUTIVE_CARD',
      description:
        'Everything in Premium plus a 2% rebate on purchases (up to ₱10,000 a year) and free delivery on orders over ₱5,000. Premium members upgrade for the difference.',
      price: 350_000,
      renew_price: 350_000,
      extend_price: 180_000,
      upgrade_price: 270_000,
      final_price: 350_000,
      promo_start: null,
      promo_end: null,
      sort_order: 3,
    },
    {
      sku: 'MEMBERSHIP-PREMIUM-SULIT-CCARD',
      name: 'Premium Membership with Sulit Club Credit Card',
      package: 'PREMIUM',
      type: 'PREMIUM_WITH_SULIT_CCARD',
      description:
        'Free Premium membership once your Sulit Club Mastercard is approved; it renews at no cost for as long as the card stays active.',
      price: 80_000,
      renew_price: 0,
      extend_price: 0,
      upgrade_price: 270_000,
      final_price: 0,
      promo_start: null,
      promo_end: null,
      sort_order: 4,
    },
    {
      sku: 'MEMBERSHIP-RENEW',
      name: 'Premium Membership Renewal (1 Year)',
      package: 'PREMIUM',
      type: 'RENEW_CARD',
      description:
        'Renew your Premium card for another year and keep your membership number. Renew early and save ₱80.',
      price: 80_000,
      renew_price: 80_000,
      extend_price: 45_000,
      upgrade_price: null,
      final_price: 72_000,
      promo_start: new Date(today - 7 * DAY_MS).toISOString(),
      promo_end: new Date(today + 30 * DAY_MS).toISOString(),
      sort_order: 5,
    },
    {
      sku: 'MEMBERSHIP-EXTEND',
      name: 'Premium Card Extension (6 Months)',
      package: 'PREMIUM',
      type: 'EXTEND_CARD',
      description: 'Add six months to a Premium card that is about to expire, without changing your card number.',
      price: 45_000,
      renew_price: 80_000,
      extend_price: 45_000,
      upgrade_price: null,
      final_price: 45_000,
      promo_start: null,
      promo_end: null,
      sort_order: 6,
    },
  ];
}
