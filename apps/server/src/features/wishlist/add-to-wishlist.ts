import type { WishlistMessage } from '@sulit/contracts/wishlist';
import { DomainError, WISHLIST_MAX_ITEMS, WISHLIST_MESSAGES } from '@sulit/domain';
import { PRODUCT_GONE, type WishlistDeps } from './wishlist-context';

/**
 * Adds a product the catalogue sells to my wishlist. Adding it again changes nothing (and says so); a full
 * wishlist is refused in the same statement that adds, so parallel adds cannot pass the limit.
 */
export async function addToWishlist(
  deps: WishlistDeps,
  customerId: number,
  productId: number,
): Promise<WishlistMessage> {
  const [card] = await deps.productCards([productId], null);
  if (!card) throw new DomainError('not_found', PRODUCT_GONE);
  const added = await deps.wishlist.add(customerId, productId, WISHLIST_MAX_ITEMS, deps.clock().toISOString());
  if (added) return { message: WISHLIST_MESSAGES.added, in_wishlist: true };
  if (await deps.wishlist.has(customerId, productId))
    return { message: WISHLIST_MESSAGES.alreadyAdded, in_wishlist: true };
  throw new DomainError('unprocessable', WISHLIST_MESSAGES.full);
}
