import type { RegisterRequest } from '@sulit/contracts/customers';
import {
  AUTH_MESSAGES,
  DomainError,
  emailRule,
  nameRule,
  normaliseEmail,
  passwordConfirmationRule,
  passwordRule,
  VALIDATION_MESSAGES,
} from '@sulit/domain';
import {
  type CustomerContext,
  emailTaken,
  fieldErrors,
  type IssuedSession,
  type MembershipLinkInput,
} from './customer-context';
import { issueSession } from './issue-session';

function membershipLinkOf(input: RegisterRequest['customer']): MembershipLinkInput {
  const problem = fieldErrors({
    membership_id: input.membership_id?.trim() ? null : VALIDATION_MESSAGES.required,
    membership_name: input.membership_name?.trim() ? null : VALIDATION_MESSAGES.required,
  });
  if (problem) throw problem;
  return {
    membership_id: input.membership_id ?? '',
    membership_name: input.membership_name ?? '',
    membership_type: input.membership_type,
  };
}

/** Sign-up (ALTCHA checked), optionally linking a membership card; the new account is signed in. */
export async function signUp(
  context: CustomerContext,
  input: RegisterRequest['customer'],
): Promise<IssuedSession & { linkMessage: string | null }> {
  const { repos, membership } = context;
  const email = normaliseEmail(input.email);
  const problem = fieldErrors({
    firstname: nameRule(input.firstname),
    lastname: nameRule(input.lastname),
    email: emailRule(email),
    password: passwordRule(input.password, context.commonPasswords),
    password_confirmation: passwordConfirmationRule(input.password, input.password_confirmation),
  });
  if (problem) throw problem;
  if (!(await context.captcha.verify(input.recaptcha_response))) {
    throw new DomainError('bad_request', AUTH_MESSAGES.captchaFailed, {
      fields: { recaptcha_response: AUTH_MESSAGES.captchaFailed },
    });
  }
  if (await repos.customers.byEmail(email)) throw emailTaken();
  // Sign-up with link_to_membership: the card is checked before the account exists (a bad card creates nothing).
  const link = input.link_to_membership ? membershipLinkOf(input) : null;
  if (link && membership) await membership.checkLink(null, link);
  const id = await repos.customers.insert(
    {
      email,
      password_hash: await context.passwords.hash(input.password),
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      is_subscribed: input.is_subscribed === true,
    },
    context.clock().toISOString(),
  );
  // A concurrent sign-up with the same e-mail lost the race on the unique index.
  if (id === null) throw emailTaken();
  const customer = await repos.customers.byId(id);
  if (!customer) throw new DomainError('internal', 'Sign-up failed');
  let linkMessage: string | null = null;
  if (link && membership) {
    try {
      linkMessage = (await membership.link(id, link)).message;
    } catch (error) {
      // The card was taken between the check and the link: the account stands, the message says why.
      if (error instanceof DomainError && error.code !== 'internal') linkMessage = error.message;
      else throw error;
    }
  }
  return { ...(await issueSession(context, customer)), linkMessage };
}
