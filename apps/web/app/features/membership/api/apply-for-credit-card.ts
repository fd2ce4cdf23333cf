import type { AppLoadContext } from 'react-router';
import { errorMessage } from '../../../lib/http/client';
import { serverApi } from '../../../lib/http/server-client';

export interface CcSignupResult {
  ok: boolean;
  message: string;
  needsAccount: boolean;
}

/** POST /rest/V1/cc-signup: apply for Premium with the Sulit Club credit card. */
export async function applyForCreditCard(
  context: AppLoadContext,
  request: Request,
  input: { firstname: string; lastname: string; phone: string },
): Promise<CcSignupResult> {
  const res = await serverApi(context, request).send<{ message?: string }>('/rest/V1/cc-signup', { body: input });
  return {
    ok: res.ok,
    message: errorMessage(res.body) ?? (res.ok ? 'Application received.' : 'Something went wrong. Please try again.'),
    needsAccount: res.status === 401,
  };
}
