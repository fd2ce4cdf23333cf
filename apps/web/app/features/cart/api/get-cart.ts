/**
 * Server-side (loader) reads of the shopper's cart through the in-process API: the customer's cart when a
 * session cookie is present (the API merges a guest cart into it after login), else the guest cart named by
 * the mask cookie. Totals are a POST in the spec (§7 totals-information), so they go through apiWrite,
 * which repeats the CSRF cookie for a signed-in shopper.
 */
import {
  CartResponse,
  CartTotalsResponse,
  DidYouForgetItResponse,
  type DidYouForgetItResponse as DidYouForgetIt,
} from '@sulit/contracts/cart';
import { DEFAULT_STORE_VIEW_CODE } from '@sulit/domain/store-constants';
import type { AppLoadContext } from 'react-router';
import { ApiError, apiFetchJson } from '../../../lib/api';
import { apiWrite, readCookie } from '../../../lib/api-write';
import { type CartRef, GUEST_CART_COOKIE } from '../cart-api';
import { hasSessionCookie } from '../../customers/api/session';

/** Who the shopper is, as far as the cart is concerned, from the page request's cookies. */
export function cartRefFromRequest(request: Request): CartRef {
  const cookies = request.headers.get('cookie');
  if (hasSessionCookie(request)) return { kind: 'customer', cartId: null };
  const mask = readCookie(cookies, GUEST_CART_COOKIE);
  return { kind: 'guest', mask: mask && /^[A-Za-z0-9_-]{32,64}$/.test(mask) ? mask : null };
}

export type ForgottenItem = DidYouForgetIt['items'][number];

export interface ServerCart {
  ref: CartRef;
  cart: CartResponse | null;
}

/** The cart, or null when the shopper has none (or the API does not know it: a stale mask, a stale session). */
export async function getServerCart(context: AppLoadContext, request: Request): Promise<ServerCart> {
  const ref = cartRefFromRequest(request);
  try {
    if (ref.kind === 'customer') {
      const cart = await apiFetchJson(context, `/api/cart/v2/stores/${DEFAULT_STORE_VIEW_CODE}/mine`, CartResponse);
      return { ref: { kind: 'customer', cartId: cart.cart_id }, cart };
    }
    if (!ref.mask) return { ref, cart: null };
    const cart = await apiFetchJson(
      context,
      `/api/cart/v2/cached/guest/${encodeURIComponent(ref.mask)}?storeCode=${DEFAULT_STORE_VIEW_CODE}`,
      CartResponse,
    );
    return { ref, cart };
  } catch (error) {
    // A session the API no longer accepts counts as a guest without a cart; an unknown mask or a customer
    // without a cart yet means "no cart" (the first add creates one).
    if (error instanceof ApiError && error.status === 401) return { ref: { kind: 'guest', mask: null }, cart: null };
    if (error instanceof ApiError && error.status === 404) {
      return { ref: ref.kind === 'customer' ? ref : { kind: 'guest', mask: null }, cart: null };
    }
    throw error;
  }
}

/** The header badge: units in the cart; never fails the page (the shell must render). */
export async function getCartBadge(
  context: AppLoadContext,
  request: Request,
): Promise<{ ref: CartRef; count: number }> {
  try {
    const { ref, cart } = await getServerCart(context, request);
    return { ref, count: cart?.items_qty ?? 0 };
  } catch (error) {
    console.error('cart unavailable for the header badge', error);
    return { ref: cartRefFromRequest(request), count: 0 };
  }
}

export async function getServerTotals(
  context: AppLoadContext,
  request: Request,
  ref: CartRef,
): Promise<CartTotalsResponse | null> {
  const id = ref.kind === 'customer' ? ref.cartId : ref.mask;
  if (id === null) return null;
  const path =
    ref.kind === 'customer'
      ? `/api/cart/v2/${id}/totals-information`
      : `/api/cart/v2/guest-carts/${encodeURIComponent(id)}/totals-information`;
  const result = await apiWrite(context, request, path, { body: {} });
  if (!result.ok) return null;
  const parsed = CartTotalsResponse.safeParse(result.body);
  return parsed.success ? parsed.data : null;
}

/** 'Did you forget it?': best sellers not in the cart; an empty list when the call fails (a nice-to-have). */
export async function getForgottenItems(context: AppLoadContext, ref: CartRef): Promise<ForgottenItem[]> {
  const path =
    ref.kind === 'customer'
      ? '/rest/V1/minicart/mine/didyouforgetit'
      : ref.mask
        ? `/rest/V1/minicart/guest/${encodeURIComponent(ref.mask)}/didyouforgetit`
        : null;
  if (!path) return [];
  try {
    return (await apiFetchJson(context, path, DidYouForgetItResponse)).items;
  } catch (error) {
    console.error('did-you-forget-it unavailable for the cart page', error);
    return [];
  }
}
