/**
 * GET /api/carts/badge: units in the shopper's cart for the header, read-only (never creates a cart).
 * Never fails the page: the shell must render.
 */
import { CartBadgeResponse } from '@sulit/contracts/cart';
import type { ApiClient } from '../../../lib/http/client';
import { type CartRef, cartRefFromRequest } from './cart-ref';

export interface CartBadge {
  ref: CartRef;
  count: number;
}

export async function getCartBadge(api: ApiClient, request: Request): Promise<CartBadge> {
  try {
    return await api.json('/api/carts/badge', { parse: CartBadgeResponse });
  } catch (error) {
    console.error('cart unavailable for the header badge', error);
    return { ref: cartRefFromRequest(request), count: 0 };
  }
}
