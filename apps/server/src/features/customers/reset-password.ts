import type { ResetPasswordRequest } from '@sulit/contracts/customers';
import { AUTH_MESSAGES, DomainError, isResetLinkExpired, normaliseEmail, passwordRule } from '@sulit/domain';
import { hashToken } from '../../http/customer-auth';
import type { CustomerContext } from './customer-context';

/** Sets a new password with the e-mailed token (15 minutes, single use); every session signs in again. */
export async function resetPassword(context: CustomerContext, input: ResetPasswordRequest): Promise<string> {
  const { customers, resetTokens, sessions } = context.repos;
  const expired = () =>
    new DomainError('bad_request', AUTH_MESSAGES.resetTokenExpired, { reason: 'reset_token_expired' });
  const weak = passwordRule(input.newPassword, context.commonPasswords);
  if (weak) throw new DomainError('validation_failed', weak, { fields: { newPassword: weak } });
  const record = await resetTokens.resetTokenByHash(hashToken(input.resetToken));
  if (!record || record.used_at !== null) throw expired();
  const now = context.clock();
  if (isResetLinkExpired(new Date(record.created_at), now)) throw expired();
  const customer = await customers.byId(record.customer_id);
  if (!customer || customer.email !== normaliseEmail(input.email)) throw expired();
  if (!(await resetTokens.useResetToken(record.id, now.toISOString()))) throw expired();
  await customers.update(
    customer.id,
    { password_hash: await context.passwords.hash(input.newPassword), has_temp_pass: false },
    now.toISOString(),
  );
  await resetTokens.retireResetTokens(customer.id, now.toISOString());
  await sessions.revokeAllSessions(customer.id, now.toISOString());
  return AUTH_MESSAGES.passwordSet;
}
