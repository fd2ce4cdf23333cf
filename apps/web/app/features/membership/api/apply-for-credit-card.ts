import type { AppLoadContext } from 'react-router';
import { type MembershipFormResult, postMembershipForm } from './post-membership-form';

export type CcSignupResult = MembershipFormResult;

/** POST /rest/V1/cc-signup: apply for Premium with the Sulit Club credit card. */
export function applyForCreditCard(
  context: AppLoadContext,
  request: Request,
  input: { firstname: string; lastname: string; phone: string },
): Promise<CcSignupResult> {
  return postMembershipForm(context, request, '/rest/V1/cc-signup', input, 'Application received.');
}
