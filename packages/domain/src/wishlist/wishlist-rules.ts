/**
 * The wishlist (issue 31): products a signed-in shopper keeps to buy later, one flat list per customer, apart
 * from shopping lists (spec §2 names the wishlist page beside them). The spec gives no words or bounds for it:
 * decision 029.
 */
export const WISHLIST_MESSAGES = {
  added: 'Added to your wishlist',
  alreadyAdded: 'This product is already in your wishlist',
  removed: 'Removed from your wishlist',
  movedToCart: 'Moved to your cart',
  full: 'Your wishlist is full. Remove a product before adding another.',
  notInWishlist: 'This product is not in your wishlist.',
} as const;

/** A wishlist is bounded so one request never reads an unbounded table. */
export const WISHLIST_MAX_ITEMS = 200;
export const WISHLIST_PAGE_SIZE = 20;

/** Pages of the wishlist: at least one; a page past the end shows the last one. */
export function wishlistPage(total: number, requested: number): { page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / WISHLIST_PAGE_SIZE));
  return { page: Math.min(Math.max(1, requested), pages), pages };
}
