import { MEMBERSHIP_ITEM_STOCK } from '../shared/store-constants';

/** Spec §3: package values. */
export const MEMBERSHIP_PACKAGES = ['PREMIUM', 'BUSINESS', 'EXECUTIVE'] as const;
export type MembershipPackage = (typeof MEMBERSHIP_PACKAGES)[number];

export function isMembershipPackage(value: string): value is MembershipPackage {
  return (MEMBERSHIP_PACKAGES as readonly string[]).includes(value);
}

/**
 * The spec's `{product}` in PREMIUM_WITH_{product}_CCARD: the provider's own code, upper-cased. The own
 * store's seller id is `sulit` (DESIGN), so the credit-card Premium type is PREMIUM_WITH_SULIT_CCARD.
 */
export const OWN_PRODUCT_CODE = 'SULIT';

/** Premium with the provider's credit card (spec §3 "PREMIUM_WITH_{product}_CCARD"). */
export function premiumWithCreditCardType(productCode: string = OWN_PRODUCT_CODE): string {
  return `PREMIUM_WITH_${productCode.toUpperCase()}_CCARD`;
}

/** Spec §3 card types. */
export const MEMBERSHIP_CARD_TYPES = {
  newPremium: 'NEW_PREMIUM_CARD',
  newBusiness: 'NEW_BUSINESS_CARD',
  extend: 'EXTEND_CARD',
  renew: 'RENEW_CARD',
  premiumWithCreditCard: premiumWithCreditCardType(),
  upgradeRenewExecutive: 'UPGRADE_RENEW_EXECUTIVE_CARD',
  executive: 'EXECUTIVE',
} as const;
export type MembershipCardType = (typeof MEMBERSHIP_CARD_TYPES)[keyof typeof MEMBERSHIP_CARD_TYPES];

/** Spec §4 "Intents: buy-new (New Application), renew (Renewal), extend (Card Extension)", plus the upgrade. */
export const MEMBERSHIP_INTENTS = {
  'buy-new': 'New Application',
  renew: 'Renewal',
  extend: 'Card Extension',
  upgrade: MEMBERSHIP_CARD_TYPES.upgradeRenewExecutive,
  'credit-card': MEMBERSHIP_CARD_TYPES.premiumWithCreditCard,
} as const;
export type MembershipIntent = keyof typeof MEMBERSHIP_INTENTS;

export function intentLabel(intent: MembershipIntent): string {
  return MEMBERSHIP_INTENTS[intent];
}

/** Spec §4 "Verify types: extend, renew, business". */
export const VERIFY_MEMBERSHIP_TYPES = ['extend', 'renew', 'business'] as const;
export type VerifyMembershipType = (typeof VERIFY_MEMBERSHIP_TYPES)[number];

/** Spec §9 "Membership near-expiry: fewer than 90 days; expired at 0 or fewer days". */
export const MEMBERSHIP_NEAR_EXPIRY_DAYS = 90;
/** Spec §9 "Membership item stock 99999". */
export const MEMBERSHIP_STOCK = MEMBERSHIP_ITEM_STOCK;
/** Reminder e-mails go out this many days before expiry (issue 11), each once per expiry date. */
export const MEMBERSHIP_REMINDER_DAYS = [30, 7] as const;
export type MembershipReminderKind = (typeof MEMBERSHIP_REMINDER_DAYS)[number];

/** A term bought as New Application or Renewal, and a Card Extension (decision 010). */
export const MEMBERSHIP_TERM_MONTHS = 12;
export const MEMBERSHIP_EXTENSION_MONTHS = 6;

/** Messages from spec §5 and §8 word for word, and the ones this feature adds. */
export const MEMBERSHIP_MESSAGES = {
  /** spec §8 */
  addToCartFailed: 'Add new membership to cart failed',
  /** spec §4: a link failure containing this phrase is shown as a support message */
  linkFailedPhrase: 'issue was encountered while linking your Membership Card to your account',
  linkFailed:
    'An issue was encountered while linking your Membership Card to your account. Please contact us through our Help Center for further assistance.',
  linked: 'Your membership card is now linked to your account.',
  invalidCode: 'Please enter a valid membership number (14 digits, or 16 for a partner fuel card).',
  nameRequired: 'Please enter the name printed on your membership card.',
  typeMismatch: 'This membership number does not match the selected card type.',
  alreadyMember: 'Your account already has an active membership.',
  renewalNeedsCard: 'A renewal or extension needs a membership card on your account.',
  alreadyExecutive: 'Your membership is already Executive.',
  membershipRequired: 'Only members can check out goods. Add a membership to your cart to continue.',
  creditCardApplied: 'Thank you! Your Sulit Club credit card application has been received.',
  creditCardByApplication:
    'Premium with the Sulit Club credit card comes with an approved card: apply for the card instead.',
} as const;

/** Spec §5 "Extend with unknown code (404): 'Membership code {code} does not exists.'" */
export function membershipCodeNotFoundMessage(code: string): string {
  return `Membership code ${code} does not exists.`;
}

/** Spec §9 cache lifetime of membership products, seconds. */
export const MEMBERSHIP_PRODUCTS_CACHE_SECONDS = 3600;
