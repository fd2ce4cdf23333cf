import { addMonths } from './membership-dates';
import {
  MEMBERSHIP_CARD_TYPES,
  MEMBERSHIP_EXTENSION_MONTHS,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_TERM_MONTHS,
  premiumWithCreditCardType,
} from './membership-constants';
import { isActiveMember, isMembershipExpired, remainingDays, type MembershipFacts } from './membership-status';

/** A membership product as sold (spec §3 "Membership product: package, type, price, renew_price, extend_price, final_price"). */
export interface MembershipProductFacts {
  sku: string;
  package: string;
  type: string;
  /** centavos */
  price: number;
  renew_price: number;
  extend_price: number;
  /** the full-year difference for an upgrade to Executive, when the product offers one */
  upgrade_price: number | null;
  final_price: number;
}

export type ActivationKind = 'new' | 'renew' | 'extend' | 'upgrade';

export interface ActivationPlan {
  kind: ActivationKind;
  /** false: the card number stays; true: a new card number is issued */
  newCode: boolean;
  package: string;
  card_type: string;
  starts_on: string;
  expires_on: string;
}

/**
 * Decision 010. When a membership item is paid on `paidOn` (Asia/Manila date):
 * - New Application (NEW_PREMIUM_CARD, NEW_BUSINESS_CARD, PREMIUM_WITH_{product}_CCARD, Executive for a
 *   non-member): with no active membership, a new card number valid for 12 months from the payment date.
 *   An active member buying a new card is renewed instead (same number, the bought package).
 * - Renewal (RENEW_CARD): 12 months added to the current expiry date while the card is unexpired, so
 *   renewing early loses nothing; once expired, 12 months from the payment date (no back-dated term).
 * - Card Extension (EXTEND_CARD): 6 months on the same rule.
 * - Upgrade (UPGRADE_RENEW_EXECUTIVE_CARD) of an active Premium or Business card: the package becomes
 *   Executive, the number and expiry date stay (the price is pro rata for the months left). An active
 *   Executive card buying it again renews.
 * Returns the refusal message instead when the purchase does not fit the customer's membership.
 */
export function planActivation(
  product: Pick<MembershipProductFacts, 'package' | 'type'>,
  current: MembershipFacts | null,
  paidOn: string,
): ActivationPlan | { problem: string } {
  const active = isActiveMember(current, paidOn);
  const termFrom = (months: number) =>
    current && active ? addMonths(current.expires_on, months) : addMonths(paidOn, months);

  switch (product.type) {
    case MEMBERSHIP_CARD_TYPES.renew:
    case MEMBERSHIP_CARD_TYPES.extend: {
      if (!current) return { problem: MEMBERSHIP_MESSAGES.renewalNeedsCard };
      const renew = product.type === MEMBERSHIP_CARD_TYPES.renew;
      return {
        kind: renew ? 'renew' : 'extend',
        newCode: false,
        package: current.package,
        card_type: current.card_type,
        starts_on: active ? (current.starts_on ?? paidOn) : paidOn,
        expires_on: termFrom(renew ? MEMBERSHIP_TERM_MONTHS : MEMBERSHIP_EXTENSION_MONTHS),
      };
    }
    case MEMBERSHIP_CARD_TYPES.upgradeRenewExecutive:
    case MEMBERSHIP_CARD_TYPES.executive: {
      if (current && active && current.package !== 'EXECUTIVE') {
        return {
          kind: 'upgrade',
          newCode: false,
          package: 'EXECUTIVE',
          card_type: MEMBERSHIP_CARD_TYPES.upgradeRenewExecutive,
          starts_on: paidOn,
          expires_on: current.expires_on,
        };
      }
      break;
    }
    default:
      if (!isNewApplicationType(product.type)) return { problem: MEMBERSHIP_MESSAGES.addToCartFailed };
  }
  if (current && active) {
    return {
      kind: 'renew',
      newCode: false,
      package: product.package,
      card_type: product.type,
      starts_on: paidOn,
      expires_on: termFrom(MEMBERSHIP_TERM_MONTHS),
    };
  }
  return {
    kind: 'new',
    newCode: current === null,
    package: product.package,
    card_type: product.type,
    starts_on: paidOn,
    expires_on: addMonths(paidOn, MEMBERSHIP_TERM_MONTHS),
  };
}

function isNewApplicationType(type: string): boolean {
  return (
    type === MEMBERSHIP_CARD_TYPES.newPremium ||
    type === MEMBERSHIP_CARD_TYPES.newBusiness ||
    type === premiumWithCreditCardType() ||
    type === MEMBERSHIP_CARD_TYPES.upgradeRenewExecutive ||
    type === MEMBERSHIP_CARD_TYPES.executive
  );
}

/**
 * Why a customer may not put this membership item in the cart, or null. Renewals and extensions need a card
 * on the account; Premium with the credit card is applied for, not bought. The cart shows spec §8's
 * 'Add new membership to cart failed' with this reason.
 */
export function membershipPurchaseProblem(
  product: Pick<MembershipProductFacts, 'package' | 'type'>,
  current: MembershipFacts | null,
  today: string,
): string | null {
  // Premium with the credit card comes with an approved card (cc-signup), never bought in the cart.
  if (product.type === premiumWithCreditCardType()) return MEMBERSHIP_MESSAGES.creditCardByApplication;
  const plan = planActivation(product, current, today);
  return 'problem' in plan ? plan.problem : null;
}

/** Months left on a card for pro-rata pricing: whole months of a 365-day year, rounded up (0 when expired). */
export function monthsLeft(expiresOn: string, today: string): number {
  const days = remainingDays(expiresOn, today);
  return Math.ceil((days * 12) / 365);
}

/**
 * The upgrade to Executive, pro rata (issue 11): the full-year difference between Executive and the current
 * package times the months left on the card over 12, rounded up to the whole peso.
 *   price = ceil(difference × monthsLeft / 12 / 100) × 100   (centavos)
 * The full-year difference is the Executive product's upgrade_price when it has one, else the price difference.
 * With Executive ₱3,500 and Premium ₱800 (difference ₱2,700): 12 months left ₱2,700, 6 months ₱1,350,
 * 1 month ₱225. The difference is never negative.
 */
export function upgradeToExecutivePrice(input: {
  executive: Pick<MembershipProductFacts, 'price' | 'upgrade_price'>;
  currentPackagePrice: number;
  expiresOn: string;
  today: string;
}): number {
  const difference = Math.max(0, input.executive.upgrade_price ?? input.executive.price - input.currentPackagePrice);
  const months = monthsLeft(input.expiresOn, input.today);
  return Math.ceil((difference * months) / 12 / 100) * 100;
}

/** What paying a membership item does, and what it costs: one answer, so price and activation never disagree. */
export interface MembershipSale {
  plan: ActivationPlan;
  /** centavos */
  price: number;
}

/**
 * Issue 26: the price follows the activation plan, never the item's label alone.
 * - a new card costs the item's final price;
 * - the upgrade to Executive is pro rata over the holder's package's list price;
 * - an item that renews or extends its own package costs its final price (so the Renewal product's
 *   early-renewal promo is Premium's alone);
 * - a renewal or extension of another package (the Renewal and Card Extension products are Premium ones) costs
 *   the renew_price or extend_price of the package it renews, from that package's own product.
 * Returns the refusal instead when the purchase does not fit the customer's membership (as `planActivation`).
 */
export function membershipSale(
  item: MembershipProductFacts,
  current: MembershipFacts | null,
  catalogue: readonly MembershipProductFacts[],
  today: string,
): MembershipSale | { problem: string } {
  const plan = planActivation(item, current, today);
  if ('problem' in plan) return plan;
  return { plan, price: planPrice(item, plan, current, catalogue, today) };
}

function planPrice(
  item: MembershipProductFacts,
  plan: ActivationPlan,
  current: MembershipFacts | null,
  catalogue: readonly MembershipProductFacts[],
  today: string,
): number {
  if (plan.kind === 'upgrade') {
    const currentPackagePrice = current ? packageProduct(catalogue, current.package)?.price : undefined;
    if (!current || currentPackagePrice === undefined) return item.final_price;
    return upgradeToExecutivePrice({ executive: item, currentPackagePrice, expiresOn: current.expires_on, today });
  }
  if (plan.kind === 'new' || item.package === plan.package) return item.final_price;
  // A catalogue without the package's own product (never seeded) falls back to the item's own term price.
  const own = packageProduct(catalogue, plan.package) ?? item;
  return plan.kind === 'renew' ? own.renew_price : own.extend_price;
}

/** What this customer pays for a membership item (centavos): `membershipSale`'s price, else the final price. */
export function membershipPriceFor(
  item: MembershipProductFacts,
  current: MembershipFacts | null,
  catalogue: readonly MembershipProductFacts[],
  today: string,
): number {
  const sale = membershipSale(item, current, catalogue, today);
  return 'problem' in sale ? item.final_price : sale.price;
}

/** Expired memberships count as non-members everywhere (issue 11). */
export function isLapsed(membership: MembershipFacts | null, today: string): boolean {
  return membership !== null && isMembershipExpired(membership.expires_on, today);
}

/**
 * A membership card in a cart has no catalogue product id; its line carries this stable negative id derived
 * from the sku (FNV-1a), so cart lines, removal by product id and grouping work as for goods and never
 * collide with a catalogue id (always positive).
 */
export function membershipLineProductId(sku: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < sku.length; i++) {
    hash ^= sku.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return -((hash % 2_000_000_000) + 1);
}

/** A membership card is one per cart line: more than one of the same card is never bought. */
export const MEMBERSHIP_LINE_MAX_QTY = 1;

/** A package's own product: its New Application (Executive: the Executive card), which carries its prices. */
function packageProduct(catalogue: readonly MembershipProductFacts[], pkg: string): MembershipProductFacts | undefined {
  const type =
    pkg === 'BUSINESS'
      ? MEMBERSHIP_CARD_TYPES.newBusiness
      : pkg === 'EXECUTIVE'
        ? MEMBERSHIP_CARD_TYPES.upgradeRenewExecutive
        : pkg === 'PREMIUM'
          ? MEMBERSHIP_CARD_TYPES.newPremium
          : null;
  return catalogue.find((p) => p.type === type);
}

/** What each membership card costs this shopper (centavos by sku): `membershipPriceFor` over the products. */
export function membershipCartPrices(
  products: readonly MembershipProductFacts[],
  current: MembershipFacts | null,
  today: string,
): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const p of products) prices[p.sku] = membershipPriceFor(p, current, products, today);
  return prices;
}
