import type { WishlistIdsResponse } from '@sulit/contracts/wishlist';
import { WISHLIST_MAX_ITEMS } from '@sulit/domain';
import type { WishlistDeps } from './wishlist-context';

/** Which products are on my wishlist (the hearts on tiles and the product page). */
export async function wishlistIds(deps: WishlistDeps, customerId: number): Promise<WishlistIdsResponse> {
  return { product_ids: await deps.wishlist.productIds(customerId, WISHLIST_MAX_ITEMS) };
}
