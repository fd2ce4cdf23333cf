import type { MembershipIdType } from './membership-code';
import type { MembershipFacts } from './membership-status';
import type { ActivationKind, MembershipProductFacts } from './membership-terms';

/** A membership product as the store offers it (spec §3 Membership product), money in centavos. */
export interface MembershipProductRecord extends MembershipProductFacts {
  name: string;
  description: string;
  promo_start: string | null;
  promo_end: string | null;
}

/** A card record is active, or cancelled (expiry is judged from expires_on, never from the status). */
export type MembershipRecordStatus = 'active' | 'cancelled';

/** What a card record holds, in the registry and on a customer's account alike. */
interface MembershipCardFields {
  code: string;
  id_type: MembershipIdType;
  /** e.g. NEW_PREMIUM_CARD */
  card_type: string;
  /** PREMIUM | BUSINESS | EXECUTIVE */
  package: string;
  /** the name printed on the card */
  name: string;
  status: MembershipRecordStatus;
  /** YYYY-MM-DD (Asia/Manila) */
  starts_on: string;
  expires_on: string;
  credit_card_applied: boolean;
  qr_used: boolean;
}

/** A card in the registry of issued cards that linking verifies against (spec §3 membership info record). */
export interface RegisteredMembershipCard extends MembershipCardFields {
  valid_id: string | null;
  id_number: string | null;
}

/** A customer's membership card: the one record of truth for is_membership (decision 010). */
export interface CustomerMembership extends MembershipCardFields {
  customer_id: number;
  linked_at: string | null;
}

/** A card written to a customer's account (link or activation); times are ISO-8601 UTC. */
export interface NewCustomerMembership extends CustomerMembership {
  created_at: string;
  updated_at: string;
}

/** The fields a link, an activation or a credit-card application changes on a customer's card. */
export type CustomerMembershipChanges = Partial<Omit<CustomerMembership, 'customer_id'>> & { updated_at: string };

/** A paid membership order line once applied: the answer of every repeat of that line. */
export interface MembershipActivationRecord {
  order_ref: string;
  sku: string;
  customer_id: number;
  kind: ActivationKind;
  code: string;
  expires_on: string;
  activated_at: string;
}

/** A member to remind of the card's expiry, with the address the reminder goes to. */
export interface ReminderCandidate {
  customer_id: number;
  email: string;
  firstname: string;
  code: string;
  package: string;
  expires_on: string;
}

/** An application for Premium with the Sulit Club credit card. */
export interface CreditCardSignup {
  customer_id: number | null;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  created_at: string;
}

/** The customer's card as the membership rules see it; null when there is none or it was cancelled. */
export function membershipFactsOf(card: CustomerMembership | undefined): MembershipFacts | null {
  if (!card || card.status !== 'active') return null;
  return {
    code: card.code,
    card_type: card.card_type,
    package: card.package,
    expires_on: card.expires_on,
    starts_on: card.starts_on,
  };
}
