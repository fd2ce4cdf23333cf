import type { Customer } from '@sulit/contracts/customers';
import { CSRF_COOKIE, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@sulit/contracts/wire-names';
import { isTokenExpiringSoon } from '@sulit/domain/customers/session-rules';
import { sameOriginPath } from '@sulit/domain/shared/safe-redirect';
import { redirect, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/http/client';
import { cookieHeaders, hasSupportCookie, readSessionCookie as readSessionCookieOf } from '../../../lib/http/cookies';
import { EXPIRED_PATH } from '../../../lib/http/paths';
import { serverApi } from '../../../lib/http/server-client';
import { getMe } from './get-me';
import { renewSession } from './renew-session';

const LOGIN_PATH = '/customer/account/login';
/** spec §2: after login without a stored redirect, the cart. */
export const AFTER_LOGIN_DEFAULT = '/checkout/cart';
export const CHANGE_PASSWORD_PATH = '/customer/account/edit?changePassword=true';

/**
 * A loader's or action's request and the page's URL beside it: React Router hands handlers the raw request
 * (`future.v8_passThroughRequests`), whose URL for a client-side navigation is the `.data` one, so a path to
 * come back to is read from `url`, the page's own.
 */
export type PageRequest = Pick<LoaderFunctionArgs, 'request' | 'url'>;

/** The session token from the page request: `__Host-sulit_session` over https, `sulit_session` over http. */
function readSessionCookie(request: Request): string | null {
  return readSessionCookieOf(request.headers.get('cookie'));
}

export function hasSessionCookie(request: Request): boolean {
  return readSessionCookie(request) !== null;
}

/** The signed-in customer, or null for a guest (no session, or one the API no longer accepts). */
export async function getCustomer(context: AppLoadContext, request: Request): Promise<Customer | null> {
  if (!hasSessionCookie(request)) return null;
  try {
    return await getMe(serverApi(context));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Account pages: guests go to log in with this path remembered; a session the API rejects (401) goes home
 * with the expired flag (spec §2).
 */
export async function requireCustomer(context: AppLoadContext, { request, url }: PageRequest): Promise<Customer> {
  if (!hasSessionCookie(request)) {
    throw redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  try {
    return await getMe(serverApi(context));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw expiredRedirect();
    throw error;
  }
}

/**
 * Home with the expired flag; the dead session cookie is dropped on the way, and the readable CSRF cookie with it
 * (the page reads it as "signed in": left behind, the home page's signed-in parts met 401s and reloaded it).
 */
export function expiredRedirect(): Response {
  const headers = new Headers();
  headers.append('set-cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  headers.append('set-cookie', `${SECURE_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
  headers.append('set-cookie', `${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  return redirect(EXPIRED_PATH, { headers });
}

/**
 * A redirect target from the query or form (spec §2 stored redirect after login): a path on the store's own
 * origin only — the domain's sameOriginPath — and never back to the login or sign-up page itself.
 * `origin` is the page request's, which the server builds from PUBLIC_URL.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, origin: string): string | null {
  const path = sameOriginPath(value, origin);
  if (path === null) return null;
  if (path.startsWith('/customer/account/login') || path.startsWith('/customer/account/create')) return null;
  return path;
}

/**
 * requireCustomer, and a session with under 14 hours left (spec §9) is renewed through POST /api/user/login;
 * the fresh cookies ride on the page response (routes pass `headers` on with their `headers` export).
 */
export async function requireCustomerRenewed(
  context: AppLoadContext,
  { request, url }: PageRequest,
): Promise<{ customer: Customer; headers: Headers }> {
  const customer = await requireCustomer(context, { request, url });
  const expiresAt = new Date(customer.extension_attributes.token_expires_at);
  const access = readSessionCookie(request);
  // A support session (issue 32) is never renewed: it ends at its 30 minutes; the session cookie is the staff's.
  const acting = hasSupportCookie(request.headers.get('cookie'));
  if (acting || !access || Number.isNaN(expiresAt.getTime()) || !isTokenExpiringSoon(expiresAt, new Date())) {
    return { customer, headers: new Headers() };
  }
  const renewed = await renewSession(serverApi(context, request), { access, email: customer.email });
  return { customer, headers: renewed.ok ? cookieHeaders(renewed.setCookies) : new Headers() };
}
