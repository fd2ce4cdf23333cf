import type { CartResponse, CartSyncItem } from '@sulit/contracts/cart';
import type { OrdersCartPort } from './orders-deps';

/** The cart feature's calls reorder uses (its CartService satisfies this shape; app.ts passes it in). */
export interface CartCalls<Cart> {
  mine(customerId: number, source: string | null): Promise<Cart>;
  view(cart: Cart, mask: null, source: string | null, shopper: { customerId: number }): Promise<CartResponse>;
  sync(
    cart: Cart,
    mask: null,
    items: readonly CartSyncItem[],
    source: string | null,
    shopper: { customerId: number },
  ): Promise<CartResponse>;
}

/** What makes a reordered line "no longer sold" (a shortfall in stock still adds what there is). */
const SKIPPED_CODES = new Set(['out_of_stock', 'unknown_sku', 'membership_not_allowed']);

/**
 * Reorder through the cart's own sync (one locked transaction, stock and sellability checked there): each
 * line's quantity is added to what the cart already holds, as the cart's sync sets quantities.
 */
export function reorderCartPort<Cart>(cart: CartCalls<Cart>): OrdersCartPort {
  return {
    async addLines(customerId, lines, source) {
      const shopper = { customerId };
      const target = await cart.mine(customerId, source);
      const current = await cart.view(target, null, source, shopper);
      const held = new Map<string, number>();
      for (const group of current.items)
        for (const p of group.products) held.set(p.sku, (held.get(p.sku) ?? 0) + (p.cart_quantity ?? 0));
      const result = await cart.sync(
        target,
        null,
        lines.map((l) => ({ sku: l.sku, qty: (held.get(l.sku) ?? 0) + l.qty })),
        source,
        shopper,
      );
      const failedSkus = (result.failures ?? [])
        .filter((f) => SKIPPED_CODES.has(f.code))
        .map((f) => lines[f.item_index]?.sku)
        .filter((s): s is string => s !== undefined);
      return { failedSkus };
    },
  };
}
