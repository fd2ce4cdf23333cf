/**
 * GET /api/carts/badge from the browser: the units in this shopper's cart and which cart it is, for a page the
 * guest page cache served (it was rendered without any cart; decision 016). Read-only, never creates a cart.
 */
import type { CartBadgeResponse } from '@sulit/contracts/cart';
import type { ApiClient } from '../../../lib/http/client';

export function readCartBadge(api: ApiClient): Promise<CartBadgeResponse> {
  return api.json<CartBadgeResponse>('/api/carts/badge');
}
