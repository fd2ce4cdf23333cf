/** GET /rest/V1/carts/mine/restore-quote (spec §7): the cart of a failed payment becomes the active cart again. */
import type { CartResponse } from '@sulit/contracts/cart';
import type { ApiClient } from '../../../lib/http/client';

export function restoreCart(api: ApiClient): Promise<CartResponse> {
  // it changes state, so the server asks for the CSRF header a cross-site page cannot send (issue 9)
  return api.json('/rest/V1/carts/mine/restore-quote', { changesState: true });
}
