import { AUTH_MESSAGES, DomainError, isValidEmail, nameRule, normaliseEmail } from '@sulit/domain';
import { newSecretToken } from '../../http/customer-auth';
import type { CustomerContext, IssuedSession } from './customer-context';
import { issueSession } from './issue-session';

/** Log-in with a verified social-provider token; an unknown e-mail gets an account made for it. */
export async function logInWithSocialToken(
  context: CustomerContext,
  type: string,
  token: string,
): Promise<IssuedSession> {
  const { repos, social } = context;
  const identity = social.configured ? await social.verify(type, token) : null;
  if (!identity || !isValidEmail(identity.email)) {
    throw new DomainError('unauthorized', AUTH_MESSAGES.socialTokenInvalid, { reason: 'social_token_invalid' });
  }
  const email = normaliseEmail(identity.email);
  let customer = await repos.customers.byEmail(email);
  if (!customer) {
    await repos.customers.insert(
      {
        email,
        // Nobody knows this password; the shopper can set one through "forgot password".
        password_hash: await context.passwords.hash(newSecretToken()),
        firstname: nameRule(identity.firstname) === null ? identity.firstname : 'Sulit',
        lastname: nameRule(identity.lastname) === null ? identity.lastname : 'Shopper',
        is_subscribed: false,
        auto_created: true,
      },
      context.clock().toISOString(),
    );
    customer = await repos.customers.byEmail(email);
  }
  if (!customer) throw new DomainError('internal', 'Social login failed');
  return issueSession(context, customer);
}
