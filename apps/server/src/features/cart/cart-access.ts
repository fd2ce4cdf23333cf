import { type Cart, DomainError } from '@sulit/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { CartBadgeResponse } from '@sulit/contracts/cart';
import { CART_NOT_FOUND, type CartContext, type Shopper } from './cart-context';
import { cartBadgeUnits } from './price-cart';

/** 256 random bits, base64url (43 characters): a guest cart's only key. Only its SHA-256 is stored. */
function newCartMask(): string {
  return randomBytes(32).toString('base64url');
}
export function hashMask(mask: string): string {
  return createHash('sha256').update(mask).digest('hex');
}

/** A new guest cart; answers its mask (the only time it exists in clear). */
export async function createGuestCart({ carts, clock }: CartContext, source: string | null): Promise<string> {
  const mask = newCartMask();
  await carts.createCart({
    mask_hash: hashMask(mask),
    customer_id: null,
    source_code: source,
    now: clock().toISOString(),
  });
  return mask;
}

/** The customer's one active cart, created on demand. */
export async function customerCart({ carts, clock }: CartContext, customerId: number, source: string | null) {
  const existing = await carts.activeCustomerCart(customerId);
  if (existing) return existing;
  try {
    return await carts.createCart({
      mask_hash: null,
      customer_id: customerId,
      source_code: source,
      now: clock().toISOString(),
    });
  } catch (error) {
    // Another request created it first (one active cart per customer is a unique index).
    const created = await carts.activeCustomerCart(customerId);
    if (created) return created;
    throw error;
  }
}

/** The guest cart of a mask, or a customer's own cart by id; anything else is a 404. */
export async function findCart(
  { carts }: CartContext,
  ref: string | number,
  shopper: Shopper,
): Promise<{ cart: Cart; mask: string | null }> {
  if (typeof ref === 'string') {
    const cart = await carts.activeGuestCart(hashMask(ref));
    if (!cart) throw new DomainError('not_found', CART_NOT_FOUND);
    return { cart, mask: ref };
  }
  if (shopper.customerId === null) throw new DomainError('not_found', CART_NOT_FOUND);
  const cart = await carts.customerCartById(ref, shopper.customerId);
  if (!cart || !cart.is_active) throw new DomainError('not_found', CART_NOT_FOUND);
  return { cart, mask: null };
}

/**
 * The header badge: units in the caller's active cart. A peek: it never creates a cart (a customer without
 * one answers cartId null, an unknown or missing mask answers mask null).
 */
export async function cartBadge(
  context: CartContext,
  shopper: Shopper,
  mask: string | null,
  source: string | null,
): Promise<CartBadgeResponse> {
  const { carts, clock } = context;
  if (shopper.customerId !== null) {
    const cart = await carts.activeCustomerCart(shopper.customerId);
    if (!cart) return { ref: { kind: 'customer', cartId: null }, count: 0 };
    return { ref: { kind: 'customer', cartId: cart.id }, count: await cartBadgeUnits(carts, cart, source, clock()) };
  }
  const cart = mask ? await carts.activeGuestCart(hashMask(mask)) : undefined;
  if (!mask || !cart) return { ref: { kind: 'guest', mask: null }, count: 0 };
  return { ref: { kind: 'guest', mask }, count: await cartBadgeUnits(carts, cart, source, clock()) };
}
