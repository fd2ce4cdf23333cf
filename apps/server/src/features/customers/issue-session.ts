import { type Customer, SESSION_LIFETIME_MS } from '@sulit/domain';
import { hashToken, newSecretToken } from '../../http/customer-auth';
import type { CustomerContext, IssuedSession } from './customer-context';

/** A new session for the customer: the token (only its hash is stored) and the log-in answer. */
export async function issueSession({ repos, clock }: CustomerContext, customer: Customer): Promise<IssuedSession> {
  const now = clock();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await repos.sessions.insertSession({
    token_hash: hashToken(token),
    customer_id: customer.id,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  });
  return {
    token,
    expiresAt,
    customer,
    access_token: token,
    expires_in: Math.round(SESSION_LIFETIME_MS / 1000),
    has_temp_pass: customer.has_temp_pass,
  };
}
