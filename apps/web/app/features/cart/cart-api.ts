/**
 * Browser-side cart calls (spec §7 cart family, mounted under /api). Only the contract *types* are
 * imported: the API validates its own inputs and responses, and zod stays out of the browser bundle.
 * Cookie-authenticated writes repeat the readable CSRF cookie in a header (double submit).
 */
import type {
  CartResponse,
  CartSyncItem,
  CartTotalsResponse,
  CouponApplyResponse,
  GuestCartCreated,
} from '@sulit/contracts/cart';
import { DEFAULT_STORE_VIEW_CODE } from '@sulit/domain/store-constants';

/**
 * The double-submit pair of @sulit/contracts/customers (CSRF_COOKIE, CSRF_HEADER), spelled here because that
 * module's runtime import would pull zod into every page's script.
 */
const CSRF_COOKIE = 'sulit_csrf';
const CSRF_HEADER = 'x-csrf-token';

/**
 * The httpOnly cookie in which the API keeps a guest's cart mask (apps/server cart feature, CART_COOKIE):
 * page loaders read it and hand the mask to the page; the API merges that cart into the customer's at login.
 */
export const GUEST_CART_COOKIE = 'sulit_cart';

/** Which cart the shopper has: a customer's cart id, a guest's mask, or none yet. */
export type CartRef = { kind: 'customer'; cartId: number | null } | { kind: 'guest'; mask: string | null };

/** A failed cart call, with the API's own code and message (spec §8: cart errors show the body's message). */
export class CartCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly details: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = 'CartCallError';
  }
}

export function readBrowserCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Spec §9 retry waits: 500 ms after a network failure (up to twice), 1100 ms after a 429 (once). */
const NETWORK_RETRY_WAIT_MS = 500;
const NETWORK_RETRIES = 2;
const RATE_LIMIT_RETRY_WAIT_MS = 1100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec §8: a 429 waits about 1.1 s and retries once; a network failure retries up to twice after 500 ms.
 * Every cart call may be repeated safely: a sync sets quantities, it never adds to them.
 */
async function fetchWithRetries(path: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(path, init);
    } catch {
      if (attempt < NETWORK_RETRIES) {
        await wait(NETWORK_RETRY_WAIT_MS);
        continue;
      }
      throw new CartCallError(0, 'network', 'Network error', null);
    }
    if (res.status === 429 && attempt === 0) {
      await wait(RATE_LIMIT_RETRY_WAIT_MS);
      continue;
    }
    return res;
  }
}

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const csrf = readBrowserCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  const res = await fetchWithRetries(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const message =
      typeof record.message === 'string' && record.message ? record.message : 'Something went wrong. Please try again.';
    const details =
      record.details && typeof record.details === 'object' ? (record.details as Record<string, unknown>) : null;
    throw new CartCallError(res.status, typeof record.code === 'string' ? record.code : null, message, details);
  }
  return body as T;
}

const enc = encodeURIComponent;

/** The cart id segment of a path: the customer cart id or the guest mask. */
export function cartPathId(ref: CartRef): string | null {
  if (ref.kind === 'customer') return ref.cartId === null ? null : String(ref.cartId);
  return ref.mask;
}

export async function createGuestCart(): Promise<string> {
  const created = await call<GuestCartCreated>('/api/cart/guest-carts', { method: 'POST' });
  return created.cartMaskId;
}

/** The current server cart: the customer's (merged with any guest cart by the API) or the guest's. */
export function fetchCart(ref: CartRef): Promise<CartResponse> {
  if (ref.kind === 'customer') return call<CartResponse>(`/api/cart/v2/stores/${DEFAULT_STORE_VIEW_CODE}/mine`);
  if (!ref.mask) throw new CartCallError(404, 'no_cart', 'No cart found', null);
  return call<CartResponse>(`/api/cart/v2/cached/guest/${enc(ref.mask)}?storeCode=${DEFAULT_STORE_VIEW_CODE}`);
}

export function syncCart(pathId: string, items: CartSyncItem[]): Promise<CartResponse> {
  return call<CartResponse>(`/api/cart/stores/v2/${DEFAULT_STORE_VIEW_CODE}/${enc(pathId)}/sync`, {
    method: 'POST',
    body: { cart_items: items },
  });
}

export function removeCartItem(pathId: string, productId: number): Promise<CartResponse> {
  return call<CartResponse>(`/api/cart/carts/${enc(pathId)}/items/${productId}`, { method: 'DELETE' });
}

export function fetchTotals(ref: CartRef): Promise<CartTotalsResponse> {
  const id = cartPathId(ref);
  if (!id) throw new CartCallError(404, 'no_cart', 'No cart found', null);
  const path =
    ref.kind === 'customer'
      ? `/api/cart/v2/${enc(id)}/totals-information`
      : `/api/cart/v2/guest-carts/${enc(id)}/totals-information`;
  return call<CartTotalsResponse>(path, { method: 'POST', body: {} });
}

export function applyCoupon(pathId: string, code: string): Promise<CouponApplyResponse> {
  return call<CouponApplyResponse>(`/api/cart/carts/${enc(pathId)}/coupons/${enc(code)}`, { method: 'PUT' });
}

export function removeCoupon(pathId: string, code: string): Promise<CouponApplyResponse> {
  return call<CouponApplyResponse>(`/api/cart/carts/${enc(pathId)}/coupons/${enc(code)}`, { method: 'DELETE' });
}
