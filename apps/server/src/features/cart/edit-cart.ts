import type { CartResponse } from '@sulit/contracts/cart';
import type { CartContext, CartTarget } from './cart-context';
import { cartView } from './cart-views';
import { priceCart } from './price-cart';

/** Empties the cart: its lines and its voucher. */
export async function clearCart(
  { carts, clock }: CartContext,
  { cart, mask, source, shopper }: CartTarget,
): Promise<CartResponse> {
  const now = clock();
  await carts.inCartTransaction(cart.id, async (repo) => {
    await repo.replaceLines(cart.id, [], now.toISOString());
    await repo.updateCart(cart.id, { coupon_code: null }, now.toISOString());
  });
  return cartView(await priceCart(carts, { ...cart, coupon_code: null }, source, shopper, now), mask);
}

/** Removes every line of one product. */
export async function removeProduct(
  { carts, clock }: CartContext,
  { cart, mask, source, shopper }: CartTarget,
  productId: number,
): Promise<CartResponse> {
  const now = clock();
  await carts.inCartTransaction(cart.id, async (repo) => {
    const lines = await repo.lines(cart.id);
    const kept = lines.filter((l) => l.product_id !== productId);
    if (kept.length !== lines.length) await repo.replaceLines(cart.id, kept, now.toISOString());
  });
  return cartView(await priceCart(carts, cart, source, shopper, now), mask);
}

/** Switches the cart off (after an order is placed); the customer gets a fresh cart on the next read. */
export async function deactivateCart(
  { carts, clock }: CartContext,
  { cart, mask, source, shopper }: CartTarget,
): Promise<CartResponse> {
  const now = clock();
  await carts.updateCart(cart.id, { is_active: false }, now.toISOString());
  const empty = await priceCart(carts, { ...cart, id: -1, coupon_code: null }, source, shopper, now);
  const view = cartView(empty, mask);
  return { ...view, cart_id: mask ? null : cart.id };
}
