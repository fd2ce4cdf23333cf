import type { WishlistMessage } from '@sulit/contracts/wishlist';
import { WISHLIST_MESSAGES } from '@sulit/domain';
import type { WishlistDeps } from './wishlist-context';

/** Takes a product off my wishlist; asking twice (a double tap) answers the same. */
export async function removeFromWishlist(
  deps: WishlistDeps,
  customerId: number,
  productId: number,
): Promise<WishlistMessage> {
  await deps.wishlist.remove(customerId, productId);
  return { message: WISHLIST_MESSAGES.removed, in_wishlist: false };
}
