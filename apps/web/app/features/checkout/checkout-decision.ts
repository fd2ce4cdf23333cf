/**
 * Spec §4 Checkout button, run by the /checkout loader with the server's facts: the customer (membership,
 * saved addresses), the cart and the checkout choices so far; stock is validated only when every earlier
 * branch has passed (decideCheckoutButton in the domain holds the rule).
 */
import type { CartProduct, CartResponse } from '@sulit/contracts/cart';
import type { CheckoutStepResponse } from '@sulit/contracts/checkout';
import type { Customer } from '@sulit/contracts/customers';
import { type CheckoutButtonDecision, decideCheckoutButton } from '@sulit/domain/checkout/checkout-button';
import { DEFAULT_SOURCE_CODE, isSourceCode, OWN_SELLER_ID } from '@sulit/domain/shared/store-constants';
import type { ApiClient } from '../../lib/http/client';
import { validateCart } from './api/validate-cart';

/** Manila's calendar date (UTC+8, no DST), YYYY-MM-DD. */
export const cartLines = (cart: CartResponse | null) => (cart ? cart.items.flatMap((group) => group.products) : []);

/** The stock source the checkout ships from: the chosen store, else the cart's, else the saved location's. */
function checkoutSource(state: CheckoutStepResponse | null, customer: Customer): string | null {
  const candidates = [state?.source_code, customer.extension_attributes.location?.source_code];
  return candidates.find((c): c is string => typeof c === 'string' && isSourceCode(c)) ?? null;
}

/** Spec §4 store-pickup rule: bulky goods and other sellers' goods cannot be picked up at a store. */
export function pickupBlockedSkus(lines: readonly CartProduct[]): string[] {
  return lines.filter((l) => l.is_bulky || l.seller_id !== OWN_SELLER_ID).map((l) => l.sku);
}

export async function runCheckoutButton(
  api: ApiClient,
  customer: Customer,
  cart: CartResponse | null,
  state: CheckoutStepResponse | null,
): Promise<CheckoutButtonDecision> {
  const lines = cartLines(cart);
  const facts = {
    isLoggedIn: true,
    cartIsEmpty: lines.length === 0,
    isMembershipOnly: lines.length > 0 && lines.every((l) => l.is_membership),
    // the server decides membership: an active, unexpired card (issue 11)
    hasActiveMembership: customer.extension_attributes.is_membership,
    hasMembershipItemInCart: lines.some((l) => l.is_membership),
    hasSavedAddress: customer.addresses.some((a) => !a.extension_attributes.store_pickup),
    isStorePickup: state?.delivery_type === 'pickup',
    pickupBlockedSkus: pickupBlockedSkus(lines),
  };
  const first = decideCheckoutButton(facts);
  if (first.action !== 'validate_stock') return first;
  const source = checkoutSource(state, customer) ?? DEFAULT_SOURCE_CODE;
  const goods = lines.filter((l) => !l.is_membership).map((l) => ({ sku: l.sku, qty: l.qty }));
  const stock = await validateCart(api, goods, source);
  return decideCheckoutButton(facts, {
    invalid_qty: stock.invalid_qty.map((i) => i.sku),
    invalid_sku: stock.invalid_sku,
  });
}
