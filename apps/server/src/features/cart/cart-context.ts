import {
  type Cart,
  type CartProductFacts,
  manilaDate,
  MEMBERSHIP_PRODUCT_TYPE,
  type MembershipCardAtStore,
  membershipCartPrices,
  type MembershipFacts,
  membershipLineProductId,
  OWN_SELLER_ID,
  type ProductAtStore,
  type SkuAtStore,
  STORE_BRAND,
} from '@sulit/domain';
import type { ProductCard } from '@sulit/contracts/catalog';
import type { CartQueries, CartRepository } from '@sulit/db';

/** Spec §8 checkout: 'No cart found' (the web sends the shopper back to the cart). */
export const CART_NOT_FOUND = 'No cart found';

/** The caller of a cart request: a customer id, or null for a guest. */
export type Shopper = { customerId: number | null };

/** The cart a request acts on: the cart, its mask for a guest, the shopper's source and who is asking. */
export interface CartTarget {
  cart: Cart;
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
  /**
   * what the customer bought in orders that went through, latest first, as the store sells it now at the source
   * (the orders feature's purchase history read through the catalogue, injected by app.ts); none for a guest
   */
  pastPurchases: (customerId: number, limit: number, source: string | null) => Promise<ProductCard[]>;
}

/** Catalogue products only (membership cards are the other kind the read model answers). */
export function catalogueProducts(items: readonly SkuAtStore[]): ProductAtStore[] {
  return items.filter((p): p is ProductAtStore => p.kind === 'product');
}

export function membershipCards(items: readonly SkuAtStore[]): MembershipCardAtStore[] {
  return items.filter((p): p is MembershipCardAtStore => p.kind === 'membership');
}

/** The shopper's membership and what each membership card costs them (decision 010). */
export interface CartMembership {
  facts: MembershipFacts | null;
  /** centavos by membership sku */
  priceBySku: Readonly<Record<string, number>>;
}

/** Read on the repository given (inside the cart transaction on the sync path). */
export async function cartMembership(repo: CartQueries, shopper: Shopper, now: Date): Promise<CartMembership> {
  const { card, products } = await repo.membershipPricing(shopper.customerId);
  return { facts: card, priceBySku: membershipCartPrices(products, card, manilaDate(now)) };
}

/** A membership card as a cart product (spec §4: unlimited stock, the row uses the final price). */
export function cardFactsOf(card: MembershipCardAtStore, finalPrice: number): CartProductFacts {
  return {
    product_id: membershipLineProductId(card.sku),
    sku: card.sku,
    name: card.name,
    seller_id: OWN_SELLER_ID,
    shop_name: STORE_BRAND,
    product_type: MEMBERSHIP_PRODUCT_TYPE,
    price: card.price,
    special_price: null,
    campaign: null,
    membership_final_price: finalPrice,
    promo_tag: null,
    is_bulky: false,
    is_gas: false,
  };
}

/** A membership card this shopper may not buy (a sync failure value). */
export interface MembershipSyncFailure {
  ok: false;
  code: 'membership_not_allowed';
  message: string;
  sku: string;
  item_index: number;
}
