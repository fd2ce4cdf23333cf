import { emailRule, normaliseEmail, passwordResetRequestedMessage, RESET_LINK_LIFETIME_MS } from '@sulit/domain';
import { hashToken, newSecretToken } from '../../http/customer-auth';
import { countAttempt, type CustomerContext, fieldErrors } from './customer-context';
import { resetRequestRules } from './login-throttle';
import { resetPasswordMail } from './reset-password-mail';

/** Always the same §8 answer; a link goes out only when the account exists. */
export async function requestPasswordReset(context: CustomerContext, emailInput: string, ip: string): Promise<string> {
  const { repos, clock } = context;
  const email = normaliseEmail(emailInput);
  const problem = fieldErrors({ email: emailRule(email) });
  if (problem) throw problem;
  await countAttempt(context, resetRequestRules(email, ip));
  const customer = await repos.customers.byEmail(email);
  if (customer) {
    const now = clock();
    const token = newSecretToken();
    const link = `${context.publicUrl}/customer/account/createpassword?token=${encodeURIComponent(token)}&email=${encodeURIComponent(customer.email)}`;
    // the token and its mail in one transaction (issue 27 item 1)
    await repos.resetTokens.insertResetToken(
      {
        token_hash: hashToken(token),
        customer_id: customer.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
      },
      resetPasswordMail(customer.email, customer.firstname, link),
    );
  }
  return passwordResetRequestedMessage(emailInput.trim());
}
