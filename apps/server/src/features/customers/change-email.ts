import type { ChangeEmailRequest } from '@sulit/contracts/customers';
import { type Customer, emailRule, normaliseEmail } from '@sulit/domain';
import { type CustomerContext, emailTaken, fieldErrors } from './customer-context';
import { checkCurrentPassword } from './current-password';

/** Changes the e-mail (the current password confirms it); a taken e-mail is a conflict. */
export async function changeEmail(context: CustomerContext, customer: Customer, input: ChangeEmailRequest) {
  const { customers } = context.repos;
  const email = normaliseEmail(input.email);
  const problem = fieldErrors({ email: emailRule(email) });
  if (problem) throw problem;
  await checkCurrentPassword(context, customer, input.current_password);
  if (email === customer.email) return;
  if (await customers.byEmail(email)) throw emailTaken();
  try {
    await customers.update(customer.id, { email }, context.clock().toISOString());
  } catch {
    // the unique index caught a concurrent change
    throw emailTaken();
  }
}
