import type { Cart } from '@sulit/domain';
import type { DidYouForgetItResponse } from '@sulit/contracts/cart';
import type { CartContext } from './cart-context';
import { forgottenItemsView } from './cart-views';

const SUGGESTION_LIMIT = 10;

/** "Did you forget it?": best sellers at the source that are not in the cart (no order history yet). */
export async function suggestItems(
  { carts, bestSellers }: CartContext,
  cart: Cart | null,
  source: string | null,
): Promise<DidYouForgetItResponse> {
  const inCart = new Set(cart ? (await carts.lines(cart.id)).map((l) => l.sku) : []);
  const cards = await bestSellers(SUGGESTION_LIMIT + inCart.size, source);
  return forgottenItemsView(cards.filter((c) => !inCart.has(c.sku) && c.stock_qty > 0).slice(0, SUGGESTION_LIMIT));
}
