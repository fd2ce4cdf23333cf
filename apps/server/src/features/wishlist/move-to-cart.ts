import type { WishlistMoveAnswer } from '@sulit/contracts/wishlist';
import { DomainError, WISHLIST_MESSAGES } from '@sulit/domain';
import { PRODUCT_GONE, type WishlistDeps } from './wishlist-context';

/**
 * One of my wishlist's products into my cart at my store (one more of it, through the cart's own sync, so its
 * stock rules and words apply), and off the wishlist once it is in. What the cart refused stays on the wishlist.
 */
export async function moveToCart(
  deps: WishlistDeps,
  customerId: number,
  productId: number,
  source: string | null,
): Promise<WishlistMoveAnswer> {
  if (!(await deps.wishlist.has(customerId, productId))) {
    throw new DomainError('not_found', WISHLIST_MESSAGES.notInWishlist);
  }
  const [card] = await deps.productCards([productId], source);
  if (!card) return { message: PRODUCT_GONE, moved: false, items_qty: 0 };
  const result = await deps.cart.addToCart(customerId, source, [{ sku: card.sku, qty: 1 }]);
  const failure = result.failures[0];
  if (failure) return { message: failure.message, moved: false, items_qty: result.items_qty };
  await deps.wishlist.remove(customerId, productId);
  return { message: WISHLIST_MESSAGES.movedToCart, moved: true, items_qty: result.items_qty };
}
