/**
 * GET /api/cart/v2/stores/{store}/mine (a customer's cart, merged with any guest cart by the API) or
 * GET /api/cart/v2/cached/guest/{mask} (a guest's), spec §7.
 */
import type { CartResponse } from '@sulit/contracts/cart';
import { DEFAULT_STORE_VIEW_CODE } from '@sulit/domain/shared/store-constants';
import { browserApi } from '../../../lib/http/browser-client';
import { type ApiClient, ApiError, type Parser } from '../../../lib/http/client';
import { queryOptions, STALE_TIME } from '../../../lib/http/query';
import { type CartRef, cartPathId, NO_CART } from './cart-ref';

export function noCartError(path: string): ApiError {
  return new ApiError(404, path, 'no_cart', 'No cart found');
}

export function getCart(api: ApiClient, ref: CartRef, parse?: Parser<CartResponse>): Promise<CartResponse> {
  if (ref.kind === 'customer') return api.json(`/api/cart/v2/stores/${DEFAULT_STORE_VIEW_CODE}/mine`, { parse });
  const path = `/api/cart/v2/cached/guest/${encodeURIComponent(ref.mask ?? '')}?storeCode=${DEFAULT_STORE_VIEW_CODE}`;
  if (!ref.mask) return Promise.reject(noCartError(path));
  return api.json(path, { parse });
}

/** spec §9: cart 1800 s, guest cart 3600 s */
export const cartQuery = (ref: CartRef) =>
  queryOptions({
    queryKey: ['cart', ref.kind, cartPathId(ref)],
    queryFn: () => getCart(browserApi, ref),
    staleTime: ref.kind === 'customer' ? STALE_TIME.cart : STALE_TIME.guestCart,
  });

export interface ServerCart {
  ref: CartRef;
  cart: CartResponse | null;
}

/**
 * A loader's view of the cart: null when the shopper has none, or the API does not know it (a stale mask,
 * a stale session: then a guest without a cart; the first add creates one).
 */
export async function getCartOrNone(api: ApiClient, ref: CartRef, parse?: Parser<CartResponse>): Promise<ServerCart> {
  if (ref.kind === 'guest' && !ref.mask) return { ref, cart: null };
  try {
    const cart = await getCart(api, ref, parse);
    return { ref: ref.kind === 'customer' ? { kind: 'customer', cartId: cart.cart_id } : ref, cart };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { ref: NO_CART, cart: null };
    if (error instanceof ApiError && error.status === 404)
      return { ref: ref.kind === 'customer' ? ref : NO_CART, cart: null };
    throw error;
  }
}
