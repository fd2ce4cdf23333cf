/** The wishlist table (migration 0027-reviews-and-wishlist), merged into the one `DB` interface. */
declare module '../schema' {
  interface DB {
    wishlist_items: WishlistItemTable;
  }
}

export interface WishlistItemTable {
  customer_id: number;
  product_id: number;
  added_at: string;
}
