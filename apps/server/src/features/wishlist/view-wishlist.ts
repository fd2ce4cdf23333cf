import type { WishlistResponse } from '@sulit/contracts/wishlist';
import { formatDate, WISHLIST_PAGE_SIZE, wishlistPage } from '@sulit/domain';
import type { WishlistDeps } from './wishlist-context';

/** A page of my wishlist at my store, latest added first; a product the catalogue stopped selling is left out. */
export async function viewWishlist(
  deps: WishlistDeps,
  customerId: number,
  requestedPage: number,
  source: string | null,
): Promise<WishlistResponse> {
  const total = await deps.wishlist.count(customerId);
  const { page, pages } = wishlistPage(total, requestedPage);
  const entries = await deps.wishlist.page(customerId, WISHLIST_PAGE_SIZE, (page - 1) * WISHLIST_PAGE_SIZE);
  const cards = new Map(
    (
      await deps.productCards(
        entries.map((e) => e.product_id),
        source,
      )
    ).map((card) => [card.id, card]),
  );
  return {
    items: entries.flatMap((entry) => {
      const product = cards.get(entry.product_id);
      return product ? [{ product, added: formatDate(entry.added_at) }] : [];
    }),
    total_count: total,
    page,
    pages,
    page_size: WISHLIST_PAGE_SIZE,
  };
}
