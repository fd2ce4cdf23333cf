import type { AppLoadContext } from 'react-router';
import { errorMessage } from '../../../lib/http/client';
import { serverApi } from '../../../lib/http/server-client';

export interface LinkCardResult {
  ok: boolean;
  message: string;
  /** spec §4: the linking failure is shown as a support message */
  support: boolean;
  /** 401: the shopper must sign in first (the online-account-required modal) */
  needsAccount: boolean;
}

/** POST /api/membership-link on behalf of the page's shopper. */
export async function linkCard(
  context: AppLoadContext,
  request: Request,
  input: { membership_id: string; membership_name: string; membership_type: string },
): Promise<LinkCardResult> {
  const res = await serverApi(context, request).send<{ message?: string }>('/api/membership-link', { body: input });
  const message = errorMessage(res.body) ?? (res.ok ? 'Linked.' : 'Something went wrong. Please try again.');
  return {
    ok: res.ok,
    message,
    support: !res.ok && message.includes('issue was encountered while linking your Membership Card to your account'),
    needsAccount: res.status === 401,
  };
}
