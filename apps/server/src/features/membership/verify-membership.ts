import {
  MEMBERSHIP_CARD_TYPES,
  premiumWithCreditCardType,
  renewalStep,
  type VerifyMembershipType,
} from '@sulit/domain';
import { lookUpMembership } from './look-up-membership';
import { type MembershipContext, productOfType, todayOf } from './membership-context';

/** spec §4 Verify types: extend, renew, business. An unknown code is 404 'Membership code {code} does not exists.' */
export async function verifyMembership(
  context: MembershipContext,
  type: VerifyMembershipType,
  code: string,
  callerId: number | null,
) {
  const info = await lookUpMembership(context, code, callerId);
  const catalogue = await context.memberships.products();
  if (type === 'business') {
    return {
      type,
      next: 'business' as const,
      info,
      sku: productOfType(catalogue, MEMBERSHIP_CARD_TYPES.newBusiness)?.sku ?? null,
    };
  }
  const creditCardOnly = info.type === premiumWithCreditCardType();
  const next = renewalStep(
    {
      expires_on: info.expiry_date.date,
      package: info.package,
      credit_card_applied: info.sulit_credit_card_applied,
      qr_used: info.qr_used,
    },
    todayOf(context),
    creditCardOnly,
  );
  const product = productOfType(
    catalogue,
    type === 'extend' ? MEMBERSHIP_CARD_TYPES.extend : MEMBERSHIP_CARD_TYPES.renew,
  );
  return { type, next, info, sku: product?.sku ?? null };
}
