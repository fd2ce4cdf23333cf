import type { ExpiryPromptResponse, StickyNudge } from '@sulit/contracts/membership';
import {
  expiryPrompt,
  isMembershipExpired,
  isMembershipNearExpiry,
  MEMBERSHIP_CARD_TYPES,
  membershipFactsOf,
  remainingDays,
} from '@sulit/domain';
import { formatPeso } from '@sulit/domain/money';
import { type MembershipContext, productOfType, todayOf } from './membership-context';

const PROMO_IMAGE = '/media/content/membership-renew.svg';
const RENEW_LINK = '/my-membership?renew=1';

/** The sticky nudge on the membership page: join, renew soon, or renew now. */
export async function stickyNudge(context: MembershipContext, customerId: number | null): Promise<StickyNudge> {
  const card = customerId === null ? undefined : await context.memberships.ofCustomer(customerId);
  const facts = membershipFactsOf(card);
  const day = todayOf(context);
  if (!facts) {
    const premium = productOfType(await context.memberships.products(), MEMBERSHIP_CARD_TYPES.newPremium);
    return {
      show: true,
      title: 'Become a Sulit Club member',
      message: premium
        ? `Member prices online and in all stores for ${formatPeso(premium.final_price)} a year.`
        : 'Member prices online and in all stores.',
      cta_label: 'Apply now',
      cta_link: '/lofcustomermembership/buy?showPopup=apply',
    };
  }
  if (isMembershipExpired(facts.expires_on, day)) {
    return {
      show: true,
      title: 'Your membership has expired',
      message: 'Renew to keep shopping at member prices.',
      cta_label: 'Renew now',
      cta_link: RENEW_LINK,
    };
  }
  if (isMembershipNearExpiry(facts.expires_on, day)) {
    const days = remainingDays(facts.expires_on, day);
    return {
      show: true,
      title: `Your membership expires in ${days} day${days === 1 ? '' : 's'}`,
      message: 'Renew early: a full year is added to your current expiry date.',
      cta_label: 'Renew now',
      cta_link: RENEW_LINK,
    };
  }
  return { show: false, title: '', message: '', cta_label: '', cta_link: '/my-membership' };
}

/** The expired / about-to-expire prompt, days remaining floored at 0. */
export async function membershipExpiryPrompt(
  context: MembershipContext,
  customerId: number,
): Promise<ExpiryPromptResponse> {
  const facts = membershipFactsOf(await context.memberships.ofCustomer(customerId));
  const renewal = productOfType(await context.memberships.products(), MEMBERSHIP_CARD_TYPES.renew);
  const day = todayOf(context);
  const prompt = expiryPrompt(facts, day, {
    image: PROMO_IMAGE,
    title: renewal ? renewal.name : null,
    verbiage: renewal ? renewal.description : null,
  });
  return (
    prompt ?? {
      is_expired: false,
      about_to_expire: false,
      remaining_days: facts ? remainingDays(facts.expires_on, day) : 0,
      expiry_date: facts?.expires_on ?? null,
      promo_image: null,
      promo_title: null,
      promo_verbiage: null,
    }
  );
}
