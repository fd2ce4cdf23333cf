import type { Customer as CustomerAnswer } from '@sulit/contracts/customers';
import { AUTH_MESSAGES, DomainError } from '@sulit/domain';
import type { CustomerContext } from './customer-context';
import { toAddress, toCustomer } from './customer-views';

/** The signed-in customer with addresses and membership (spec §3 Customer). */
export async function viewAccount(
  { repos, membership }: CustomerContext,
  customerId: number,
  tokenExpiresAt: Date,
): Promise<CustomerAnswer> {
  const customer = await repos.customers.byId(customerId);
  if (!customer) throw new DomainError('unauthorized', AUTH_MESSAGES.sessionExpired, { reason: 'token_invalid' });
  const book = (await repos.addresses.addressesOf(customerId)).map(toAddress);
  const facts = membership ? await membership.view(customerId) : { is_membership: false };
  return toCustomer(customer, book, tokenExpiresAt, facts);
}
