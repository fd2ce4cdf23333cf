import { Customer, SESSION_COOKIE } from '@sulit/contracts/customers';
import { isTokenExpiringSoon } from '@sulit/domain/customers/session-rules';
import { redirect, type AppLoadContext } from 'react-router';
import { ApiError, apiFetchJson } from '../../../lib/api';
import { apiWrite, cookieHeaders, readCookie } from '../../../lib/api-write';

/** Where a shopper whose session ran out lands (spec §2: home with an expired-token flag). */
export const EXPIRED_PATH = '/?expired=1';
export const LOGIN_PATH = '/customer/account/login';
/** spec §2: after login without a stored redirect, the cart. */
export const AFTER_LOGIN_DEFAULT = '/checkout/cart';
export const CHANGE_PASSWORD_PATH = '/customer/account/edit?changePassword=true';

export function hasSessionCookie(request: Request): boolean {
  return readCookie(request.headers.get('cookie'), SESSION_COOKIE) !== null;
}

/** The signed-in customer, or null for a guest (no session, or one the API no longer accepts). */
export async function getCustomer(context: AppLoadContext, request: Request): Promise<Customer | null> {
  if (!hasSessionCookie(request)) return null;
  try {
    return await apiFetchJson(context, '/rest/V1/customers/me', Customer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Account pages: guests go to log in with this path remembered; a session the API rejects (401) goes home
 * with the expired flag (spec §2).
 */
export async function requireCustomer(context: AppLoadContext, request: Request): Promise<Customer> {
  const url = new URL(request.url);
  if (!hasSessionCookie(request)) {
    throw redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  try {
    return await apiFetchJson(context, '/rest/V1/customers/me', Customer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw expiredRedirect();
    throw error;
  }
}

/** Home with the expired flag; the dead session cookie is dropped on the way. */
export function expiredRedirect(): Response {
  return redirect(EXPIRED_PATH, {
    headers: { 'set-cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` },
  });
}

/** A redirect target from the query or form: same-site paths only (no //evil.example). */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  if (value.startsWith('/customer/account/login') || value.startsWith('/customer/account/create')) return null;
  return value;
}

/**
 * requireCustomer, and a session with under 14 hours left (spec §9) is renewed through POST /api/user/login;
 * the fresh cookies ride on the page response (routes pass `headers` on with their `headers` export).
 */
export async function requireCustomerRenewed(
  context: AppLoadContext,
  request: Request,
): Promise<{ customer: Customer; headers: Headers }> {
  const customer = await requireCustomer(context, request);
  const expiresAt = new Date(customer.extension_attributes.token_expires_at);
  const access = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (!access || Number.isNaN(expiresAt.getTime()) || !isTokenExpiringSoon(expiresAt, new Date())) {
    return { customer, headers: new Headers() };
  }
  const renewed = await apiWrite(context, request, '/api/user/login', { body: { access, email: customer.email } });
  return { customer, headers: renewed.ok ? cookieHeaders(renewed.setCookies) : new Headers() };
}
