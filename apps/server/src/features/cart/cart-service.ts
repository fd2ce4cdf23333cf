import type { Cart, CartLine, Adjustment, ProductAtStore, SpecialDiscountQuote } from '@sulit/domain';
import type { CartResponse, CartSyncItem, CartTotalsResponse } from '@sulit/contracts/cart';
import { applyVoucher, lookupVoucher, removeVoucher } from './apply-voucher';
import { cartBadge, createGuestCart, customerCart, findCart } from './cart-access';
import type { CartContext, Shopper } from './cart-context';
import { cartView, totalsView } from './cart-views';
import { clearCart, deactivateCart, removeProduct } from './edit-cart';
import { mergeGuestIntoCustomer, restoreCart } from './merge-carts';
import { priceCart } from './price-cart';
import { suggestItems } from './suggest-items';
import { syncCart } from './sync-cart';
import { validateCart } from './validate-cart';

export { CART_NOT_FOUND, type Shopper } from './cart-context';

export interface PricedForCheckout {
  cartData: CartResponse;
  totals: CartTotalsResponse;
  adjustments: Adjustment[];
  products: ReadonlyMap<number, ProductAtStore>;
  /** the senior citizen / PWD discount among the adjustments, with what place order takes of the week's cap */
  specialDiscount: SpecialDiscountQuote | null;
}
export type CartServiceDeps = CartContext;

/**
 * The cart feature's use-cases, one file each (sync-cart, apply-voucher, merge-carts, …), bound to their
 * dependencies. Routes call these; views (cart-views.ts) shape every answer from one pricing pass (price-cart.ts).
 */
export function createCartService(context: CartServiceDeps) {
  return {
    createGuestCart: (source: string | null) => createGuestCart(context, source),
    find: (ref: string | number, shopper: Shopper) => findCart(context, ref, shopper),
    mine: (customerId: number, source: string | null) => customerCart(context, customerId, source),
    badge: (shopper: Shopper, mask: string | null, source: string | null) => cartBadge(context, shopper, mask, source),

    async view(cart: Cart, mask: string | null, source: string | null, shopper: Shopper): Promise<CartResponse> {
      return cartView(await priceCart(context.carts, cart, source, shopper, context.clock()), mask);
    },

    /**
     * The cart and its totals from one pricing pass, with what checkout turns into the order: the adjustments
     * the totals came from, and the products as priced (their campaign is where the order takes stock from).
     */
    async priced(cart: Cart, source: string | null, shopper: Shopper): Promise<PricedForCheckout> {
      const priced = await priceCart(context.carts, cart, source, shopper, context.clock());
      return {
        cartData: cartView(priced, null),
        totals: totalsView(priced),
        adjustments: priced.summary.adjustments,
        products: priced.products,
        specialDiscount: priced.special,
      };
    },

    /** An order's edited lines priced as its cart would be now (decision 040): the one pricing pass. */
    async pricedEdit(
      cart: Cart,
      lines: CartLine[],
      source: string | null,
      shopper: Shopper,
      voucherUsedByIt: boolean,
    ): Promise<PricedForCheckout> {
      const priced = await priceCart(context.carts, cart, source, shopper, context.clock(), undefined, {
        lines,
        voucherUsedByIt,
      });
      return {
        cartData: cartView(priced, null),
        totals: totalsView(priced),
        adjustments: priced.summary.adjustments,
        products: priced.products,
        specialDiscount: priced.special,
      };
    },

    async totals(cart: Cart, source: string | null, shopper: Shopper): Promise<CartTotalsResponse> {
      return totalsView(await priceCart(context.carts, cart, source, shopper, context.clock()));
    },

    sync: (cart: Cart, mask: string | null, items: readonly CartSyncItem[], source: string | null, shopper: Shopper) =>
      syncCart(context, { cart, mask, source, shopper }, items),
    clear: (cart: Cart, mask: string | null, source: string | null, shopper: Shopper) =>
      clearCart(context, { cart, mask, source, shopper }),
    removeProduct: (cart: Cart, mask: string | null, productId: number, source: string | null, shopper: Shopper) =>
      removeProduct(context, { cart, mask, source, shopper }, productId),
    deactivate: (cart: Cart, mask: string | null, source: string | null, shopper: Shopper) =>
      deactivateCart(context, { cart, mask, source, shopper }),
    restore: (customerId: number) => restoreCart(context, customerId),

    applyCoupon: (cart: Cart, code: string, source: string | null, shopper: Shopper) =>
      applyVoucher(context, cart, code, source, shopper),
    removeCoupon: (cart: Cart, source: string | null, shopper: Shopper) =>
      removeVoucher(context, cart, source, shopper),
    lookupCoupon: (code: string) => lookupVoucher(context, code),

    validate: (items: readonly { sku: string; qty: number }[], source: string) => validateCart(context, items, source),
    suggestions: (cart: Cart | null, source: string | null) => suggestItems(context, cart, source),
    mergeGuestIntoCustomer: (mask: string, customerId: number) => mergeGuestIntoCustomer(context, mask, customerId),
  };
}

export type CartService = ReturnType<typeof createCartService>;
