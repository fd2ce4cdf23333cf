import type { MembershipInformationRecord } from '@sulit/contracts/membership';
import {
  type CustomerMembership,
  DomainError,
  formatMembershipCode,
  isMembershipExpired,
  isMembershipNearExpiry,
  membershipCodeNotFoundMessage,
  membershipCodeRule,
  membershipIdTypeOf,
  normalizeMembershipCode,
  type RegisteredMembershipCard,
  remainingDays,
} from '@sulit/domain';
import { type MembershipContext, todayOf } from './membership-context';

/** A name shown to someone who is not the card's holder: first and last letters of each word. */
function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length <= 2 ? `${w[0]}*` : `${w[0]}${'*'.repeat(w.length - 2)}${w[w.length - 1]}`))
    .join(' ');
}

/** Spec §3 membership info record of a card; the name and valid id only for the card's holder. */
function informationRecord(
  card: CustomerMembership | RegisteredMembershipCard,
  day: string,
  showName: boolean,
): MembershipInformationRecord {
  const validId = 'valid_id' in card ? card.valid_id : null;
  return {
    code: card.code,
    display_code: formatMembershipCode(card.code),
    id_type: membershipIdTypeOf(card.code),
    package: card.package,
    type: card.card_type,
    name: showName ? card.name : maskName(card.name),
    sulit_credit_card_applied: card.credit_card_applied,
    qr_used: card.qr_used,
    expiry_date: { date: card.expires_on, is_expired: isMembershipExpired(card.expires_on, day) },
    remaining_days: remainingDays(card.expires_on, day),
    about_to_expire: isMembershipNearExpiry(card.expires_on, day),
    valid_id: showName ? validId : null,
    id_number: null,
  };
}

/** A code's record: the customer's card first (it carries the live expiry), else the registry's. */
export async function lookUpMembership(
  context: MembershipContext,
  codeInput: string,
  callerId: number | null,
): Promise<MembershipInformationRecord> {
  const { memberships } = context;
  const code = normalizeMembershipCode(codeInput);
  const problem = membershipCodeRule(code);
  if (problem) throw new DomainError('validation_failed', problem, { fields: { code: problem } });
  const day = todayOf(context);
  const owned = await memberships.byCode(code);
  if (owned && owned.status === 'active') return informationRecord(owned, day, owned.customer_id === callerId);
  const card = await memberships.card(code);
  if (!card || card.status !== 'active') {
    throw new DomainError('not_found', membershipCodeNotFoundMessage(code), { reason: 'membership_not_found' });
  }
  return informationRecord(card, day, false);
}
