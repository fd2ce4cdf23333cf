import type { MembershipLinkRequest, MembershipInformationRecord } from '@sulit/contracts/membership';
import type { VerifyMembershipType } from '@sulit/domain';
import { activateFromOrder } from './activate-membership';
import { applyForCreditCard } from './apply-for-credit-card';
import { checkLink, linkCard } from './link-card';
import { lookUpMembership } from './look-up-membership';
import type { MembershipContext } from './membership-context';
import { listProducts, promoVerbiage } from './membership-products';
import { membershipExpiryPrompt, stickyNudge } from './membership-prompts';
import { customerMembershipView, isMember, myMembership } from './my-membership';
import { sendExpiryReminders } from './send-expiry-reminders';
import { verifyMembership } from './verify-membership';

/**
 * The membership feature's use-cases, one file each (link-card, activate-membership, send-expiry-reminders, …),
 * bound to their dependencies. Routes call these; the feature hands some to other features as ports.
 */
export function createMembershipService(context: MembershipContext) {
  return {
    view: (customerId: number) => customerMembershipView(context, customerId),
    isMember: (customerId: number) => isMember(context, customerId),
    mine: (customerId: number, pkg?: string) => myMembership(context, customerId, pkg),
    checkLink: (customerId: number | null, input: MembershipLinkRequest) => checkLink(context, customerId, input),
    link: (customerId: number, input: MembershipLinkRequest) => linkCard(context, customerId, input),
    information: async (code: string, callerId: number | null): Promise<MembershipInformationRecord[]> => [
      await lookUpMembership(context, code, callerId),
    ],
    verify: (type: VerifyMembershipType, code: string, callerId: number | null) =>
      verifyMembership(context, type, code, callerId),
    products: () => listProducts(context),
    promoVerbiage: () => promoVerbiage(context),
    stickyNudge: (customerId: number | null) => stickyNudge(context, customerId),
    expiryPrompt: (customerId: number) => membershipExpiryPrompt(context, customerId),
    ccSignup: (
      customer: { id: number; email: string },
      input: { firstname: string; lastname: string; phone: string },
    ) => applyForCreditCard(context, customer, input),
    activateFromOrder: (customerId: number, membershipSku: string, paidAt: Date, options?: { orderRef?: string }) =>
      activateFromOrder(context, customerId, membershipSku, paidAt, options),
    sendExpiryReminders: (now: Date) => sendExpiryReminders(context, now),
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
