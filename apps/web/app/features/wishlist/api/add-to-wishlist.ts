/** POST /rest/V1/wishlist/mine {product_id}: save a product to my wishlist. */
import type { WishlistMessage } from '@sulit/contracts/wishlist';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function addToWishlist(api: ApiClient, productId: number): Promise<ApiResult<WishlistMessage>> {
  return api.send('/rest/V1/wishlist/mine', { body: { product_id: productId } });
}
