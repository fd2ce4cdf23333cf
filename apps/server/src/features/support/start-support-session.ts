import type { SupportLoginRequest } from '@sulit/contracts/support';
import {
  AUTH_MESSAGES,
  DomainError,
  normaliseEmail,
  SUPPORT_MESSAGES,
  SUPPORT_TOKEN_PREFIX,
  type Customer,
  type SupportSession,
  supportConsent,
  supportSessionExpiry,
} from '@sulit/domain';
import { type CustomerSession, hashToken, newSecretToken } from '../../http/customer-auth';
import type { SupportContext } from './support-context';

export interface StartedSupportSession {
  token: string;
  session: SupportSession;
  customer: Customer;
  staff: Customer;
}

/** Where the request came from, for the audit's start row. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/**
 * spec §6 and issue 32: a staff member, in their own session, acts for a customer found by e-mail, with a
 * reason, a case and the customer's consent (their setting, or another staff member's recorded approval). The
 * new session is its own kind, lasts at most 30 minutes, and ends any other the staff member runs.
 */
export async function startSupportSession(
  ctx: SupportContext,
  staffSession: CustomerSession,
  input: SupportLoginRequest,
  origin: RequestOrigin,
): Promise<StartedSupportSession> {
  const staff = staffSession.customer;
  if (staffSession.acting) throw new DomainError('forbidden', SUPPORT_MESSAGES.noNesting, { reason: 'nested' });
  if (!staff.is_customer_support) throw new DomainError('forbidden', SUPPORT_MESSAGES.staffOnly);
  const customer = await ctx.customers.byEmail(normaliseEmail(input.email));
  // Staff accounts are not customers here: no acting for staff, and no acting through them.
  if (!customer || customer.is_customer_support)
    throw new DomainError('not_found', AUTH_MESSAGES.customerSupportNotFound);
  const approverAccount = input.approver_email
    ? await ctx.customers.byEmail(normaliseEmail(input.approver_email))
    : undefined;
  if (input.approver_email && !approverAccount)
    throw new DomainError('forbidden', SUPPORT_MESSAGES.approverInvalid, { reason: 'approver_invalid' });
  const consent = supportConsent({
    customerAllows: await ctx.support.consentOf(customer.id),
    approver: approverAccount ? { id: approverAccount.id, isSupport: approverAccount.is_customer_support } : null,
    staffId: staff.id,
  });
  if (consent === 'no_consent')
    throw new DomainError('forbidden', SUPPORT_MESSAGES.noConsent, { reason: 'no_consent' });
  if (consent === 'approver_invalid')
    throw new DomainError('forbidden', SUPPORT_MESSAGES.approverInvalid, { reason: 'approver_invalid' });

  const now = ctx.clock();
  const token = SUPPORT_TOKEN_PREFIX + newSecretToken();
  const expiresAt = supportSessionExpiry(now, staffSession.expiresAt);
  const approverId = consent.kind === 'approver' ? consent.approverId : null;
  const base = {
    staff_id: staff.id,
    staff_session_hash: staffSession.tokenHash,
    customer_id: customer.id,
    reason: input.reason,
    case_ref: input.case_id,
    consent: consent.kind,
    approver_id: approverId,
    ip: origin.ip.slice(0, 64),
    user_agent: origin.userAgent.slice(0, 300),
    started_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
  const snapshot = {
    role: 'customer_support',
    staff_email: staff.email,
    customer_email: customer.email,
    reason: base.reason,
    case: base.case_ref,
    consent: base.consent,
    approver_id: approverId,
    ip: base.ip,
    user_agent: base.user_agent,
    expires_at: base.expires_at,
  };
  const session = await ctx.support.start({ ...base, token_hash: hashToken(token) }, JSON.stringify(snapshot));
  return { token, session, customer, staff };
}
