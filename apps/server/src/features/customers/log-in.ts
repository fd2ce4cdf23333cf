import { AUTH_MESSAGES, DomainError, isValidEmail, normaliseEmail } from '@sulit/domain';
import { countAttempt, type CustomerContext, type IssuedSession } from './customer-context';
import { issueSession } from './issue-session';
import { ACCOUNT, ADDRESS, loginRules, loginWait, PAIR } from './login-throttle';

/** Log-in with e-mail and password, throttled per pair, account and address (counted before checking). */
export async function logIn(
  context: CustomerContext,
  username: string,
  password: string,
  ip: string,
): Promise<IssuedSession> {
  const { repos, throttle, passwords } = context;
  const email = normaliseEmail(username);
  const rules = loginRules(email, ip);
  await countAttempt(context, rules, loginWait);
  const found = isValidEmail(email) ? await repos.customers.credentialsByEmail(email) : undefined;
  // The same work and the same answer whether the e-mail is unknown or the password wrong.
  const ok = await passwords.verify(password, found?.passwordHash);
  if (!found || !ok) {
    throw new DomainError('unauthorized', AUTH_MESSAGES.invalidLogin, { reason: 'invalid_login' });
  }
  // Only failures stay counted: the pair starts afresh, the account and the address get this one back.
  await throttle.clear([rules[PAIR]!.key]);
  await throttle.refund([rules[ACCOUNT]!, rules[ADDRESS]!]);
  return issueSession(context, found.customer);
}
