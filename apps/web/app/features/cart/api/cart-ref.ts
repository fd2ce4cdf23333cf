/** Which cart the shopper has, and the id a cart path names it by. */
import { GUEST_CART_COOKIE } from '@sulit/contracts/wire-names';
import { readCookie, readSessionCookie } from '../../../lib/http/cookies';

/** A customer's cart id, a guest's mask, or none yet. */
export type CartRef = { kind: 'customer'; cartId: number | null } | { kind: 'guest'; mask: string | null };

export const NO_CART: CartRef = { kind: 'guest', mask: null };

/** The header badge: whose cart, and its units. */
export interface CartBadge {
  ref: CartRef;
  count: number;
}

/** The cart id segment of a path: the customer cart id or the guest mask. */
export function cartPathId(ref: CartRef): string | null {
  if (ref.kind === 'customer') return ref.cartId === null ? null : String(ref.cartId);
  return ref.mask;
}

/** Who the shopper is, as far as the cart is concerned, from the page request's cookies. */
export function cartRefFromRequest(request: Request): CartRef {
  const cookies = request.headers.get('cookie');
  if (readSessionCookie(cookies)) return { kind: 'customer', cartId: null };
  const mask = readCookie(cookies, GUEST_CART_COOKIE);
  return { kind: 'guest', mask: mask && /^[A-Za-z0-9_-]{32,64}$/.test(mask) ? mask : null };
}
