import { AUTH_MESSAGES, DomainError, normaliseEmail } from '@sulit/domain';
import { hashToken } from '../../http/customer-auth';
import type { CustomerContext, IssuedSession } from './customer-context';
import { issueSession } from './issue-session';

/** Renewal: a still-valid token for this e-mail is swapped for a fresh one (the old one is revoked). */
export async function renewSession(
  context: CustomerContext,
  access: string,
  emailInput: string,
): Promise<IssuedSession> {
  const { repos, clock } = context;
  const tokenHash = hashToken(access);
  const session = await repos.sessions.sessionByHash(tokenHash);
  const expired =
    !session || session.revoked_at !== null || new Date(session.expires_at).getTime() <= clock().getTime();
  const customer = session ? await repos.customers.byId(session.customer_id) : undefined;
  if (expired || !customer || customer.email !== normaliseEmail(emailInput)) {
    throw new DomainError('unauthorized', AUTH_MESSAGES.sessionExpired, {
      reason: session && !expired ? 'token_invalid' : 'token_expired',
    });
  }
  await repos.sessions.revokeSession(tokenHash, clock().toISOString());
  return issueSession(context, customer);
}
