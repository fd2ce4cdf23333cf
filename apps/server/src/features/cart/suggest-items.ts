import { type Cart, FORGOTTEN_ITEMS_LIMIT, forgottenItems } from '@sulit/domain';
import type { DidYouForgetItResponse } from '@sulit/contracts/cart';
import type { CartContext } from './cart-context';
import { forgottenItemsView } from './cart-views';

/**
 * "Did you forget it?" (spec §7 minicart didyouforgetit): the customer's past purchases, latest first, then the
 * best sellers at the source, never what is in the cart or out of stock (the domain's `forgottenItems`).
 */
export async function suggestItems(
  { carts, bestSellers, pastPurchases }: CartContext,
  cart: Cart | null,
  source: string | null,
): Promise<DidYouForgetItResponse> {
  const inCart = new Set(cart ? (await carts.lines(cart.id)).map((l) => l.sku) : []);
  const wanted = FORGOTTEN_ITEMS_LIMIT + inCart.size;
  const customerId = cart?.customer_id ?? null;
  const [bought, best] = await Promise.all([
    customerId === null ? [] : pastPurchases(customerId, wanted, source),
    bestSellers(wanted, source),
  ]);
  return forgottenItemsView(forgottenItems({ bought, bestSellers: best, inCart }));
}
