/**
 * GET /api/shell: the header's menu, cart badge, unread alerts and lists switch in one in-process call.
 * Never fails the page: the shell must render, without categories and as a guest's if need be.
 */
import { ShellResponse } from '@sulit/contracts/shell';
import { type CartBadge, cartRefFromRequest, NO_CART } from '../../features/cart/api/cart-ref';
import { type ApiClient, ApiError } from '../../lib/http/client';

export interface Shell {
  menu: ShellResponse['menu'];
  cart: CartBadge;
  alerts: ShellResponse['alerts'];
  messages: ShellResponse['messages'];
}

export async function getShell(api: ApiClient, request: Request): Promise<Shell> {
  try {
    return await api.json('/api/shell', { parse: ShellResponse });
  } catch (error) {
    const fallback = { menu: [], alerts: { unread: 0, shopping_list_enabled: false }, messages: { unread: 0 } };
    // A session the API no longer accepts counts as a guest without a cart (the first add creates one).
    if (error instanceof ApiError && error.status === 401) return { ...fallback, cart: { ref: NO_CART, count: 0 } };
    console.error('shell unavailable for the header', error);
    return { ...fallback, cart: { ref: cartRefFromRequest(request), count: 0 } };
  }
}
