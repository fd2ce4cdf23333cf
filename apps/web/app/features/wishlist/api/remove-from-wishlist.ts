/** DELETE /rest/V1/wishlist/mine/{productId}: take a product off my wishlist. */
import type { WishlistMessage } from '@sulit/contracts/wishlist';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function removeFromWishlist(api: ApiClient, productId: number): Promise<ApiResult<WishlistMessage>> {
  return api.send(`/rest/V1/wishlist/mine/${productId}`, { method: 'DELETE' });
}
