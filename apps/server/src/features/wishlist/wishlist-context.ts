import type { ProductCard } from '@sulit/contracts/catalog';
import type { WishlistRepository } from '@sulit/db';

/** The cart, as the composition root hands it in: adds quantities to the customer's cart at their store. */
interface WishlistCartPort {
  addToCart(
    customerId: number,
    source: string | null,
    items: readonly { sku: string; qty: number }[],
  ): Promise<{ failures: { sku: string; message: string }[]; items_qty: number }>;
}

/** What every wishlist use-case works with (built once by registerWishlistFeature). */
export interface WishlistDeps {
  wishlist: WishlistRepository;
  /** the catalogue's cards of products at the shopper's store, in the order asked; unsold ones left out */
  productCards: (productIds: readonly number[], source: string | null) => Promise<ProductCard[]>;
  cart: WishlistCartPort;
  clock: () => Date;
}

/** Spec §8 "Products": what a product the store no longer sells is called. */
export const PRODUCT_GONE = 'Sorry, the product is no longer available in your selected store.';
