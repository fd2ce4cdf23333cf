import type { AppLoadContext } from 'react-router';
import { errorMessage, GENERIC_FAILURE } from '../../../lib/http/client';
import { serverApi } from '../../../lib/http/server-client';

export interface MembershipFormResult {
  ok: boolean;
  message: string;
  /** 401: the shopper must sign in first (the online-account-required modal) */
  needsAccount: boolean;
}

/**
 * A membership form posted on behalf of the page's shopper: whether it went through, and the message to show
 * (the server's own, else `done` on success or the generic failure).
 */
export async function postMembershipForm(
  context: AppLoadContext,
  request: Request,
  path: string,
  input: Record<string, string>,
  done: string,
): Promise<MembershipFormResult> {
  const res = await serverApi(context, request).send<{ message?: string }>(path, { body: input });
  return {
    ok: res.ok,
    message: errorMessage(res.body) ?? (res.ok ? done : GENERIC_FAILURE),
    needsAccount: res.status === 401,
  };
}
