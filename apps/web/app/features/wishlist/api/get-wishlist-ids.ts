/** GET /rest/V1/wishlist/mine/ids: which products are on my wishlist. */
import type { WishlistIdsResponse } from '@sulit/contracts/wishlist';
import type { ApiClient } from '../../../lib/http/client';

export function getWishlistIds(api: ApiClient): Promise<WishlistIdsResponse> {
  return api.json('/rest/V1/wishlist/mine/ids');
}
