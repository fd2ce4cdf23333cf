import type { ProductCard } from '@sulit/contracts/catalog';
import type { CartRepository, CartRow } from '@sulit/db';
import { type ProductAtStore, type SkuAtStore } from '@sulit/domain';

/** Spec §8 checkout: 'No cart found' (the web sends the shopper back to the cart). */
export const CART_NOT_FOUND = 'No cart found';

/** The caller of a cart request: a customer id, or null for a guest. */
export type Shopper = { customerId: number | null };

/** The cart a request acts on: the cart, its mask for a guest, the shopper's source and who is asking. */
export interface CartTarget {
  cart: CartRow;
  mask: string | null;
  source: string | null;
  shopper: Shopper;
}

/** What every cart use-case works with (built once by createCartService). */
export interface CartContext {
  carts: CartRepository;
  clock: () => Date;
  /** best sellers at a source (the catalogue feature's top-selling, injected by app.ts) */
  bestSellers: (limit: number, source: string | null) => Promise<ProductCard[]>;
}

/**
 * Catalogue products only: a membership card (membership_products) is answered by the product-at-store read
 * model but is not yet sold through the cart (the membership feature wires it in).
 */
export function catalogueProducts(items: readonly SkuAtStore[]): ProductAtStore[] {
  return items.filter((p): p is ProductAtStore => p.kind === 'product');
}
