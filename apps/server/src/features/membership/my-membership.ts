import type { MembershipInfo } from '@sulit/contracts/customers';
import type { MyMembership } from '@sulit/contracts/membership';
import {
  canUseRebates,
  type CustomerMembership,
  DomainError,
  formatMembershipCode,
  isActiveMember,
  isMembershipExpired,
  isMembershipNearExpiry,
  MEMBERSHIP_CARD_TYPES,
  type MembershipFacts,
  membershipFactsOf,
  membershipIdTypeOf,
  membershipPriceFor,
  type MembershipProductRecord,
  membershipSale,
  membershipStatus,
  remainingDays,
} from '@sulit/domain';
import { type MembershipContext, productOfType, todayOf } from './membership-context';

/** The customer's membership as the customers feature shows it (is_membership and membership_info). */
export interface CustomerMembershipView {
  is_membership: boolean;
  membership_info?: MembershipInfo;
}

/** What renewing this card costs: the sale rule (issue 26) for the Renewal product. */
function renewPriceFor(catalogue: readonly MembershipProductRecord[], card: MembershipFacts, day: string) {
  const renewal = productOfType(catalogue, MEMBERSHIP_CARD_TYPES.renew);
  return renewal ? membershipPriceFor(renewal, card, catalogue, day) : null;
}

/** The pro-rata Executive upgrade this card is offered, or null when paying the Executive card is no upgrade. */
function upgradePriceFor(catalogue: readonly MembershipProductRecord[], card: MembershipFacts, day: string) {
  const executive = productOfType(catalogue, MEMBERSHIP_CARD_TYPES.upgradeRenewExecutive);
  const sale = executive ? membershipSale(executive, card, catalogue, day) : null;
  return sale && !('problem' in sale) && sale.plan.kind === 'upgrade' ? sale.price : null;
}

/** The customer's card and its facts for the rules; facts are null when there is none or it was cancelled. */
async function cardOf(context: MembershipContext, customerId: number) {
  const card = await context.memberships.ofCustomer(customerId);
  return { card, facts: membershipFactsOf(card) };
}

/** Is this customer a member today (active and unexpired)? For checkout's member-only rule. */
export async function isMember(context: MembershipContext, customerId: number): Promise<boolean> {
  return isActiveMember((await cardOf(context, customerId)).facts, todayOf(context));
}

/** is_membership and membership_info of the customer view (spec §3 Customer). */
export async function customerMembershipView(
  context: MembershipContext,
  customerId: number,
): Promise<CustomerMembershipView> {
  const { card, facts } = await cardOf(context, customerId);
  if (!card || !facts) return { is_membership: false };
  const day = todayOf(context);
  return {
    is_membership: isActiveMember(facts, day),
    membership_info: {
      type: card.card_type,
      code: card.code,
      package: card.package,
      name: card.name,
      expired_date: card.expires_on,
      renew_price: renewPriceFor(await context.memberships.products(), facts, day),
      status: membershipStatus(facts, day),
    },
  };
}

function myCard(card: CustomerMembership, facts: MembershipFacts, catalogue: MembershipProductRecord[], day: string) {
  return {
    code: card.code,
    display_code: formatMembershipCode(card.code),
    id_type: membershipIdTypeOf(card.code),
    type: card.card_type,
    package: card.package,
    name: card.name,
    starts_on: card.starts_on,
    expired_date: card.expires_on,
    remaining_days: remainingDays(card.expires_on, day),
    about_to_expire: isMembershipNearExpiry(card.expires_on, day),
    is_expired: isMembershipExpired(card.expires_on, day),
    linked_at: card.linked_at,
    renew_price: renewPriceFor(catalogue, facts, day),
    upgrade_price: upgradePriceFor(catalogue, facts, day),
    can_use_rebates: canUseRebates(facts, day),
  };
}

/** My membership: card, package, expiry and status; `pkg` asks for one package (404 when it is another). */
export async function myMembership(
  context: MembershipContext,
  customerId: number,
  pkg?: string,
): Promise<MyMembership> {
  const { card, facts } = await cardOf(context, customerId);
  if (pkg !== undefined && (!card || !facts || card.package !== pkg)) {
    throw new DomainError('not_found', `No ${pkg.toLowerCase()} membership on this account.`);
  }
  if (!card || !facts) return { status: 'none', is_membership: false, membership: null };
  const day = todayOf(context);
  return {
    status: membershipStatus(facts, day),
    is_membership: isActiveMember(facts, day),
    membership: myCard(card, facts, await context.memberships.products(), day),
  };
}
