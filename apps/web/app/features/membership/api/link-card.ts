import type { AppLoadContext } from 'react-router';
import { type MembershipFormResult, postMembershipForm } from './post-membership-form';

export interface LinkCardResult extends MembershipFormResult {
  /** spec §4: the linking failure is shown as a support message */
  support: boolean;
}

/** POST /api/membership-link on behalf of the page's shopper. */
export async function linkCard(
  context: AppLoadContext,
  request: Request,
  input: { membership_id: string; membership_name: string; membership_type: string },
): Promise<LinkCardResult> {
  const posted = await postMembershipForm(context, request, '/api/membership-link', input, 'Linked.');
  return {
    ...posted,
    support:
      !posted.ok && posted.message.includes('issue was encountered while linking your Membership Card to your account'),
  };
}
