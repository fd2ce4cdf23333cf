import type { CartRebateResponse } from '@sulit/contracts/rebates';
import { CHECKOUT_MESSAGES, DomainError, REBATE_MESSAGES } from '@sulit/domain';
import { memberOf, type RebatesContext } from './rebates-context';

/** The customer's own open cart by its id (quote_id); another's, or one ordered already, is a 404. */
async function ownOpenCart(context: RebatesContext, customerId: number, cartId: number) {
  const cart = await context.carts.customerCartById(cartId, customerId);
  if (!cart || !cart.is_active) throw new DomainError('not_found', CHECKOUT_MESSAGES.noCartFound);
  return cart;
}

/**
 * Spec §4 Rebate "an amount above 0 applies it (PUT)": a Business or Executive member puts up to their available
 * balance on their cart. The cart's totals then take it off (never more than there is to pay); the money leaves
 * the ledger only when the order is placed, in the sale's transaction.
 */
export async function applyRebate(
  context: RebatesContext,
  customerId: number,
  body: { quote_id: number; rebate: number },
): Promise<CartRebateResponse> {
  const cart = await ownOpenCart(context, customerId, body.quote_id);
  const { now, facts, terms } = await memberOf(context, customerId);
  if (!terms) throw new DomainError('forbidden', REBATE_MESSAGES.notQualified, { reason: 'not_qualified' });
  if (body.rebate > facts.available)
    throw new DomainError('unprocessable', REBATE_MESSAGES.notEnough, { available: facts.available });
  await context.rebates.applyToCart(cart.id, customerId, body.rebate, now.toISOString());
  return { quote_id: cart.id, rebate: body.rebate, available: facts.available, message: REBATE_MESSAGES.applied };
}

/** Spec §4 Rebate "otherwise it is removed (DELETE)". */
export async function removeRebate(
  context: RebatesContext,
  customerId: number,
  cartId: number,
): Promise<CartRebateResponse> {
  const cart = await ownOpenCart(context, customerId, cartId);
  await context.rebates.removeFromCart(cart.id);
  const { facts } = await memberOf(context, customerId);
  return { quote_id: cart.id, rebate: 0, available: facts.available, message: REBATE_MESSAGES.removed };
}
