/** POST /rest/V1/wishlist/mine/move-to-cart {product_id}: into my cart, and off the wishlist once it is in. */
import type { WishlistMoveAnswer } from '@sulit/contracts/wishlist';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function moveToCart(api: ApiClient, productId: number): Promise<ApiResult<WishlistMoveAnswer>> {
  return api.send('/rest/V1/wishlist/mine/move-to-cart', { body: { product_id: productId } });
}
