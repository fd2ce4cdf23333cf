/**
 * GET /api/carts/badge: units in the shopper's cart for the header, read-only (never creates a cart).
 * Never fails the page: the shell must render.
 */
import { CartBadgeResponse } from '@sulit/contracts/cart';
import { type ApiClient, ApiError } from '../../../lib/http/client';
import { type CartRef, cartRefFromRequest, NO_CART } from './cart-ref';

export interface CartBadge {
  ref: CartRef;
  count: number;
}

export async function getCartBadge(api: ApiClient, request: Request): Promise<CartBadge> {
  try {
    return await api.json('/api/carts/badge', { parse: CartBadgeResponse });
  } catch (error) {
    // A session the API no longer accepts counts as a guest without a cart (the first add creates one).
    if (error instanceof ApiError && error.status === 401) return { ref: NO_CART, count: 0 };
    console.error('cart unavailable for the header badge', error);
    return { ref: cartRefFromRequest(request), count: 0 };
  }
}
