import { MembershipProductsResponse, MyMembership, StickyNudge } from '@sulit/contracts/membership';
import type { AppLoadContext } from 'react-router';
import { ApiError, apiFetchJson } from '../../lib/api';
import { apiWrite, errorMessage } from '../../lib/api-write';

/** GET /rest/V1/membership-products: the packages for sale (spec §9: cached an hour by the API). */
export async function getMembershipProducts(context: AppLoadContext) {
  return (await apiFetchJson(context, '/rest/V1/membership-products', MembershipProductsResponse)).items;
}

/** GET /rest/V1/membership/mine, or null for a guest. */
export async function getMyMembership(context: AppLoadContext, signedIn: boolean): Promise<MyMembership | null> {
  if (!signedIn) return null;
  try {
    return await apiFetchJson(context, '/rest/V1/membership/mine', MyMembership);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** GET /rest/V1/membership-page-sticky-nudge (guest or customer). */
export async function getStickyNudge(context: AppLoadContext): Promise<StickyNudge | null> {
  try {
    return await apiFetchJson(context, '/rest/V1/membership-page-sticky-nudge', StickyNudge);
  } catch (error) {
    console.error('membership nudge unavailable', error);
    return null;
  }
}

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
  const res = await apiWrite<{ message?: string }>(context, request, '/api/membership-link', { body: input });
  const message = errorMessage(res.body) ?? (res.ok ? 'Linked.' : 'Something went wrong. Please try again.');
  return {
    ok: res.ok,
    message,
    support: !res.ok && message.includes('issue was encountered while linking your Membership Card to your account'),
    needsAccount: res.status === 401,
  };
}
