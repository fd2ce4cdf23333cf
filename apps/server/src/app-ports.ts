import { cardsOfLines, createCartRepository, type Database, productAtStoreReader } from '@sulit/db';
import type { ProductCard } from '@sulit/contracts/catalog';
import { stockPoolOf } from '@sulit/domain';
import type { CartService } from './features/cart/cart-service';
import { toCard } from './features/catalog/catalog-views';
import type { OrderEditPricingPort } from './features/orders/orders-deps';

/**
 * Ports one feature lends another, built from a feature's own parts (kept out of app.ts, which only wires).
 * The catalogue's cards of products by id, as sold now at a source ("buy it again", "did you forget it?", the
 * wishlist, the picker's swaps), in the order asked; products not sold there are left out.
 */
export function catalogueCards(database: Database, clock: () => Date) {
  const productsAtStore = productAtStoreReader(database.db, database.engine);
  return async (ids: readonly number[], source: string | null): Promise<ProductCard[]> => {
    const at = clock();
    const cards = await cardsOfLines(
      productsAtStore,
      ids.map((product_id) => ({ product_id })),
      source,
      at,
    );
    return ids.flatMap((id) => {
      const card = cards.get(id);
      return card ? [toCard(card, source, at)] : [];
    });
  };
}

/** Order edits (decision 040): the cart's one pricing pass over an order's edited lines, as its cart. */
export function orderEditPricing(
  database: Database,
  cartService: CartService,
  clock: () => Date,
): OrderEditPricingPort {
  const carts = createCartRepository(database.db, database.engine);
  return {
    price: async (order, lines, voucherUsedByIt) => {
      const cart = await carts.customerCartById(order.cart_id, order.customer_id);
      if (!cart) throw new Error(`order ${order.increment_id} has no cart`);
      const priced = await cartService.pricedEdit(
        { ...cart, coupon_code: order.coupon_code },
        lines,
        order.source_code,
        { customerId: order.customer_id },
        voucherUsedByIt,
      );
      const at = clock();
      const campaigns = new Map(
        [...priced.products].map(([id, product]) => [id, stockPoolOf(product, at).campaign_id]),
      );
      return { cartData: priced.cartData, adjustments: priced.adjustments, campaigns };
    },
  };
}
