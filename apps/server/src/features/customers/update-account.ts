import type { UpdateCustomerRequest } from '@sulit/contracts/customers';
import { type Customer, nameRule, normalisePhone, phoneRule } from '@sulit/domain';
import { type CustomerContext, fieldErrors } from './customer-context';

const DOB_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DOB_MESSAGE = 'Please enter a valid date (YYYY-MM-DD).';

/** A real calendar date, not in the future and not before 1900. */
function dobRule(value: string, now: Date): string | null {
  if (!DOB_PATTERN.test(value)) return DOB_MESSAGE;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return DOB_MESSAGE;
  if (date.getTime() > now.getTime() || date.getUTCFullYear() < 1900) return DOB_MESSAGE;
  return null;
}

/** Updates names, birthday, phone and subscription; fields left out keep their value. */
export async function updateAccount(
  { repos, clock }: CustomerContext,
  customer: Customer,
  input: UpdateCustomerRequest['customer'],
): Promise<void> {
  const now = clock();
  const dob = input.dob ?? input.extension_attributes?.birthday;
  const phone = input.extension_attributes?.phone;
  const problem = fieldErrors({
    firstname: nameRule(input.firstname),
    lastname: nameRule(input.lastname),
    dob: dob ? dobRule(dob, now) : null,
    phone: phone ? phoneRule(phone) : null,
  });
  if (problem) throw problem;
  await repos.customers.update(
    customer.id,
    {
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      ...(dob !== undefined ? { dob: dob || null } : {}),
      ...(phone !== undefined ? { phone: phone ? normalisePhone(phone) : null } : {}),
      ...(input.is_subscribed !== undefined ? { is_subscribed: input.is_subscribed } : {}),
    },
    now.toISOString(),
  );
}
