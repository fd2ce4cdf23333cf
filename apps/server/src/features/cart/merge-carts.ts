import { type Cart, DomainError, mergeGuestCart } from '@sulit/domain';
import { customerCart, hashMask } from './cart-access';
import type { CartContext } from './cart-context';

/**
 * Merge after login (spec §4): the guest cart of `mask` merges into the customer's active cart (quantities
 * added for the same sku and instruction; copied into an empty cart), then the guest cart is switched off so
 * the mask reaches nothing any more.
 */
export async function mergeGuestIntoCustomer(context: CartContext, mask: string, customerId: number): Promise<void> {
  const { carts, clock } = context;
  const guest = await carts.activeGuestCart(hashMask(mask));
  if (!guest) return;
  const now = clock().toISOString();
  const target = await customerCart(context, customerId, guest.source_code);
  await carts.inCartTransaction(target.id, async (repo) => {
    const still = await repo.activeGuestCart(hashMask(mask));
    if (!still) return;
    const merged = mergeGuestCart(await repo.lines(target.id), await repo.lines(guest.id));
    await repo.replaceLines(target.id, merged, now);
    if (!target.coupon_code && guest.coupon_code)
      await repo.updateCart(target.id, { coupon_code: guest.coupon_code }, now);
    await repo.replaceLines(guest.id, [], now);
    await repo.updateCart(guest.id, { is_active: false }, now);
  });
}

/**
 * Restores the last inactive cart (after a failed payment) as the active one, merged with any newer cart — its
 * lines, and its voucher when the restored cart has none (a membership bought alone left the groceries' voucher in
 * the cart that stayed active: decision 026).
 */
export async function restoreCart({ carts, clock }: CartContext, customerId: number): Promise<Cart> {
  const now = clock().toISOString();
  const last = await carts.lastInactiveCustomerCart(customerId);
  if (!last) throw new DomainError('not_found', 'There is no cart to restore.');
  return carts.inCartTransaction(last.id, async (repo) => {
    const active = await repo.activeCustomerCart(customerId);
    const couponCode = last.coupon_code ?? active?.coupon_code ?? null;
    if (active) {
      const merged = mergeGuestCart(await repo.lines(last.id), await repo.lines(active.id));
      await repo.replaceLines(last.id, merged, now);
    }
    await repo.deactivateOtherCarts(customerId, last.id, now);
    await repo.updateCart(last.id, { is_active: true, coupon_code: couponCode }, now);
    return { ...last, is_active: true, coupon_code: couponCode };
  });
}
