import { MEMBERSHIP_MESSAGES } from '@sulit/domain';
import type { MembershipContext } from './membership-context';

/** cc-signup: an application for Premium with the Sulit Club credit card, flagged on the customer's card. */
export async function applyForCreditCard(
  context: MembershipContext,
  customer: { id: number; email: string },
  input: { firstname: string; lastname: string; phone: string },
) {
  const now = context.clock().toISOString();
  await context.memberships.insertCcSignup({
    customer_id: customer.id,
    firstname: input.firstname,
    lastname: input.lastname,
    email: customer.email,
    phone: input.phone,
    created_at: now,
  });
  await context.memberships.update(customer.id, { credit_card_applied: true, updated_at: now });
  return { success: true, message: MEMBERSHIP_MESSAGES.creditCardApplied };
}
