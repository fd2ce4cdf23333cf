/**
 * What the shipping step's two pages (/checkout and /checkout/pickup-details) do first, in their loaders: the
 * customer (a guest goes to log in), their cart (none or empty: back to the cart), the checkout choices so far and
 * spec §4's checkout button decision with its redirects — a membership-only cart goes to payment, a shopper with no
 * membership to the buy page with the apply popup.
 */
import type { CheckoutStepResponse } from '@sulit/contracts/checkout';
import { CART_PATH } from '@sulit/domain/checkout/checkout-constants';
import { redirect } from 'react-router';
import { getCartOrNone } from '../features/cart/api/get-cart';
import { runCheckoutButton } from '../features/checkout/checkout-decision';
import { PAYMENT_STEP_PATH } from '../features/checkout/checkout-layout';
import { guestRedirect, stepStateOrCart } from '../features/checkout/checkout-server';
import { getCustomer } from '../features/customers/api/session';
import { serverApi } from '../lib/http/server-client';
import type { AppLoadContext } from 'react-router';

export async function enterShippingStep(
  context: AppLoadContext,
  request: Request,
  /** the pickup page decides as if pickup were chosen (spec §4: bulky or other sellers' goods get a notice) */
  as: { pickup: boolean } = { pickup: false },
) {
  const customer = await getCustomer(context, request);
  if (!customer) throw guestRedirect();
  const api = serverApi(context, request);
  const { cart } = await getCartOrNone(api, { kind: 'customer', cartId: null });
  if (!cart || cart.items_qty === 0) throw redirect(CART_PATH);
  const state: CheckoutStepResponse = await stepStateOrCart(api);
  const decision = await runCheckoutButton(
    api,
    customer,
    cart,
    as.pickup ? { ...state, delivery_type: 'pickup' } : state,
  );
  if (decision.action === 'go_to_cart') throw redirect(CART_PATH);
  if (decision.action === 'sync_and_go_to_payment') throw redirect(PAYMENT_STEP_PATH);
  if (decision.action === 'buy_membership') {
    throw redirect(`${decision.path}?${new URLSearchParams(decision.state).toString()}`);
  }
  return { customer, api, cart, state, decision };
}
