import { AUTH_MESSAGES, type Customer, DomainError } from '@sulit/domain';
import { countAttempt, type CustomerContext } from './customer-context';
import { passwordCheckRules } from './login-throttle';

/** Checks the current password for account changes, throttled per customer (counted before checking). */
export async function checkCurrentPassword(context: CustomerContext, customer: Customer, password: string) {
  const rules = passwordCheckRules(customer.id);
  await countAttempt(context, rules);
  const hash = await context.repos.customers.passwordHashOf(customer.id);
  if (!(await context.passwords.verify(password, hash))) {
    throw new DomainError('bad_request', AUTH_MESSAGES.currentPasswordWrong, {
      fields: { current_password: AUTH_MESSAGES.currentPasswordWrong },
    });
  }
  await context.throttle.refund(rules);
}
