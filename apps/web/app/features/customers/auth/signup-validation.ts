import {
  AUTH_MESSAGES,
  emailRule,
  nameRule,
  passwordConfirmationRule,
  passwordRule,
  requiredRule,
} from '@sulit/domain/customers/customer-validation';
import type { FieldErrors } from '../../../components/text-field';

/** The same checks the action and the API make, run before the form leaves the browser. */
export function validateSignUp(form: FormData): FieldErrors {
  const text = (name: string) => String(form.get(name) ?? '');
  const errors: FieldErrors = {
    firstname: nameRule(text('firstname')) ?? undefined,
    lastname: nameRule(text('lastname')) ?? undefined,
    email: emailRule(text('email')) ?? undefined,
    password: passwordRule(text('password'), null) ?? undefined,
    password_confirmation: passwordConfirmationRule(text('password'), text('password_confirmation')) ?? undefined,
    recaptcha_response: text('recaptcha_response') ? undefined : AUTH_MESSAGES.captchaFailed,
  };
  if (form.get('link_to_membership') === 'on' && !text('membership_id').trim()) {
    errors.membership_id = requiredRule('') ?? undefined;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors;
}
