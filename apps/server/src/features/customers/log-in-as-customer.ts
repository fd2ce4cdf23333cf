import { AUTH_MESSAGES, type Customer, DomainError, normaliseEmail } from '@sulit/domain';
import type { CustomerContext, IssuedSession } from './customer-context';
import { issueSession } from './issue-session';

/** spec §6: customer-support staff act as a customer, found by e-mail only. */
export async function logInAsCustomer(
  context: CustomerContext,
  staff: Customer,
  emailInput: string,
): Promise<IssuedSession> {
  if (!staff.is_customer_support) {
    throw new DomainError('forbidden', 'Only customer-support staff can log in as a customer.');
  }
  const customer = await context.repos.customers.byEmail(normaliseEmail(emailInput));
  if (!customer || customer.is_customer_support) {
    throw new DomainError('not_found', AUTH_MESSAGES.customerSupportNotFound);
  }
  return issueSession(context, customer);
}
