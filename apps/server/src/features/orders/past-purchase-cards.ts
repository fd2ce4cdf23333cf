import type { ProductCard } from '@sulit/contracts/catalog';
import type { OrdersDeps } from './orders-deps';

/** How many past purchases "Buy it again" offers (two rows of four on desktop). */
export const PAST_PURCHASE_CARDS = 8;

/**
 * Spec §7 get-last-past-purchase-cards, "Buy it again": what the customer bought in orders that went
 * through, latest first, as the store sells them now at the shopper's store (price and stock), so a tile's
 * one tap adds it to the cart. Products no longer sold drop out.
 */
export async function lastPastPurchaseCards(
  deps: OrdersDeps,
  customerId: number,
  source: string | null,
): Promise<{ items: ProductCard[] }> {
  const bought = await deps.orders.lastBoughtProducts(customerId, PAST_PURCHASE_CARDS * 2);
  const cards = await deps.productCards(
    bought.map((b) => b.product_id),
    source,
  );
  return { items: cards.slice(0, PAST_PURCHASE_CARDS) };
}
