import type { ChangePasswordRequest } from '@sulit/contracts/customers';
import { type Customer, passwordConfirmationRule, passwordRule } from '@sulit/domain';
import { type CustomerContext, fieldErrors } from './customer-context';
import { checkCurrentPassword } from './current-password';

/** Changes the password (the current one confirms it) and clears a temporary-password flag. */
export async function changePassword(
  context: CustomerContext,
  customer: Customer,
  currentTokenHash: string,
  input: ChangePasswordRequest,
): Promise<void> {
  const { customers, sessions, resetTokens } = context.repos;
  const problem = fieldErrors({
    newPassword: passwordRule(input.newPassword, context.commonPasswords),
    newPasswordConfirmation:
      input.newPasswordConfirmation !== undefined
        ? passwordConfirmationRule(input.newPassword, input.newPasswordConfirmation)
        : null,
  });
  if (problem) throw problem;
  await checkCurrentPassword(context, customer, input.currentPassword);
  const now = context.clock().toISOString();
  await customers.update(
    customer.id,
    { password_hash: await context.passwords.hash(input.newPassword), has_temp_pass: false },
    now,
  );
  // Other devices sign in again; this one keeps its session.
  await sessions.revokeOtherSessions(customer.id, currentTokenHash, now);
  await resetTokens.retireResetTokens(customer.id, now);
}
