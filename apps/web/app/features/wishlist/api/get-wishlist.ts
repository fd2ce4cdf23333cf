/** GET /rest/V1/wishlist/mine?page: a page of my wishlist at my store. */
import type { WishlistResponse } from '@sulit/contracts/wishlist';
import type { ApiClient } from '../../../lib/http/client';

export function getWishlist(api: ApiClient, page: number): Promise<WishlistResponse> {
  return api.json(`/rest/V1/wishlist/mine?page=${page}`);
}
