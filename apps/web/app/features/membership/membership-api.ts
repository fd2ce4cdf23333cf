import { MembershipProductsResponse, MyMembership, StickyNudge } from '@sulit/contracts/membership';
import type { AppLoadContext } from 'react-router';
import { ApiError, errorMessage } from '../../lib/http/client';
import { serverApi } from '../../lib/http/server-client';

/** GET /rest/V1/membership-products: the packages for sale (spec §9: cached an hour by the API). */
export async function getMembershipProducts(context: AppLoadContext) {
  return (await serverApi(context).json('/rest/V1/membership-products', { parse: MembershipProductsResponse })).items;
}

/** GET /rest/V1/membership/mine, or null for a guest. */
export async function getMyMembership(context: AppLoadContext, signedIn: boolean): Promise<MyMembership | null> {
  if (!signedIn) return null;
  try {
    return await serverApi(context).json('/rest/V1/membership/mine', { parse: MyMembership });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** GET /rest/V1/membership-page-sticky-nudge (guest or customer). */
export async function getStickyNudge(context: AppLoadContext): Promise<StickyNudge | null> {
  try {
    return await serverApi(context).json('/rest/V1/membership-page-sticky-nudge', { parse: StickyNudge });
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
  const res = await serverApi(context, request).send<{ message?: string }>('/api/membership-link', { body: input });
  const message = errorMessage(res.body) ?? (res.ok ? 'Linked.' : 'Something went wrong. Please try again.');
  return {
    ok: res.ok,
    message,
    support: !res.ok && message.includes('issue was encountered while linking your Membership Card to your account'),
    needsAccount: res.status === 401,
  };
}

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

export type RenewalNext =
  'premium_purchase' | 'expired_alert' | 'near_expiry_alert' | 'complete_order' | 'renew_modal' | 'business';

export interface RenewalLookupResult {
  ok: boolean;
  next: RenewalNext | null;
  message: string | null;
  code: string | null;
  display_code: string | null;
  expiry_date: string | null;
  remaining_days: number | null;
  sku: string | null;
}

/** POST /rest/V1/verify-membership/{renew|extend}: the renewal lookup by code (spec §4 Renewal). */
export async function verifyMembership(
  context: AppLoadContext,
  request: Request,
  type: 'renew' | 'extend',
  code: string,
): Promise<RenewalLookupResult> {
  const res = await serverApi(context, request).send<{
    next?: RenewalNext;
    sku?: string | null;
    info?: { code: string; display_code: string; expiry_date: { date: string }; remaining_days: number };
    message?: string;
  }>(`/rest/V1/verify-membership/${type}`, { body: { code } });
  if (res.ok && res.body?.info && res.body.next) {
    return {
      ok: true,
      next: res.body.next,
      message: null,
      code: res.body.info.code,
      display_code: res.body.info.display_code,
      expiry_date: res.body.info.expiry_date.date,
      remaining_days: res.body.info.remaining_days,
      sku: res.body.sku ?? null,
    };
  }
  // spec §4: a 404 opens premium purchase as renewal.
  return {
    ok: false,
    next: res.status === 404 ? 'premium_purchase' : null,
    message: errorMessage(res.body) ?? 'Something went wrong. Please try again.',
    code: null,
    display_code: null,
    expiry_date: null,
    remaining_days: null,
    sku: null,
  };
}
