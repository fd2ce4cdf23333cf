import type { MembershipLinkRequest } from '@sulit/contracts/membership';
import {
  DomainError,
  isActiveMember,
  isMembershipIdType,
  MEMBERSHIP_ID_TYPES,
  MEMBERSHIP_MESSAGES,
  membershipFactsOf,
  membershipIdTypeOf,
  membershipCodeRule,
  membershipStatus,
  normalizeMembershipCode,
  type RegisteredMembershipCard,
  sameCardName,
} from '@sulit/domain';
import { type MembershipContext, todayOf } from './membership-context';

const linkFailed = () => new DomainError('bad_request', MEMBERSHIP_MESSAGES.linkFailed, { reason: 'link_failed' });

/** Checks a link request without writing (sign-up checks before it creates the account). */
export async function checkLink(
  context: MembershipContext,
  customerId: number | null,
  input: MembershipLinkRequest,
): Promise<{ code: string; card: RegisteredMembershipCard }> {
  const { memberships } = context;
  const code = normalizeMembershipCode(input.membership_id);
  const problem = membershipCodeRule(code);
  if (problem) throw new DomainError('validation_failed', problem, { fields: { membership_id: problem } });
  const declared = input.membership_type?.toUpperCase();
  if (declared && isMembershipIdType(declared) && declared !== membershipIdTypeOf(code)) {
    throw new DomainError('validation_failed', MEMBERSHIP_MESSAGES.typeMismatch, {
      fields: { membership_type: MEMBERSHIP_MESSAGES.typeMismatch },
    });
  }
  const card = await memberships.card(code);
  if (!card || card.status !== 'active' || !sameCardName(card.name, input.membership_name)) throw linkFailed();
  const owner = await memberships.byCode(code);
  if (owner && owner.customer_id !== customerId) throw linkFailed();
  if (customerId !== null) {
    const current = await memberships.ofCustomer(customerId);
    if (current && current.code !== code && isActiveMember(membershipFactsOf(current), todayOf(context))) {
      throw new DomainError('conflict', MEMBERSHIP_MESSAGES.alreadyMember, { reason: 'already_member' });
    }
  }
  return { code, card };
}

/** spec §7 membership-link: verifies the card against the registry and links it to the customer. */
export async function linkCard(context: MembershipContext, customerId: number, input: MembershipLinkRequest) {
  const { memberships } = context;
  const { code, card } = await checkLink(context, customerId, input);
  const now = context.clock().toISOString();
  const linked = {
    code,
    id_type:
      card.id_type === MEMBERSHIP_ID_TYPES.partnerFuel ? MEMBERSHIP_ID_TYPES.partnerFuel : membershipIdTypeOf(code),
    card_type: card.card_type,
    package: card.package,
    name: card.name,
    status: 'active' as const,
    starts_on: card.starts_on,
    expires_on: card.expires_on,
    linked_at: now,
    credit_card_applied: card.credit_card_applied,
    qr_used: card.qr_used,
    updated_at: now,
  };
  const current = await memberships.ofCustomer(customerId);
  const ok = current
    ? await memberships.update(customerId, linked)
    : await memberships.insert({ ...linked, customer_id: customerId, created_at: now });
  if (!ok) throw linkFailed();
  const status = membershipStatus(linked, todayOf(context));
  return { error: false, message: MEMBERSHIP_MESSAGES.linked, status };
}
