import type { ValidateEmailResponse } from '@sulit/contracts/customers';
import { AUTH_MESSAGES, isValidEmail, normaliseEmail, VALIDATION_MESSAGES } from '@sulit/domain';
import type { CustomerContext } from './customer-context';

/** Is this e-mail well formed and still free? */
export async function validateEmail({ repos }: CustomerContext, emailInput: string): Promise<ValidateEmailResponse> {
  const email = normaliseEmail(emailInput);
  if (!isValidEmail(email)) {
    return { email, is_valid: false, is_available: false, message: VALIDATION_MESSAGES.emailNotValid };
  }
  const taken = (await repos.customers.byEmail(email)) !== undefined;
  return { email, is_valid: true, is_available: !taken, message: taken ? AUTH_MESSAGES.emailTaken : null };
}
