/** What the checkout steps' loaders share (server side): the guest redirect and the step state. */
import type { CheckoutStepResponse } from '@sulit/contracts/checkout';
import { CART_PATH, CHECKOUT_MESSAGES } from '@sulit/domain/checkout/checkout-constants';
import { redirect } from 'react-router';
import { ApiError, type ApiClient } from '../../lib/http/client';
import { getCheckoutState } from './api/get-checkout-state';
import { SHIPPING_STEP_PATH } from './checkout-layout';

/** Spec §4 Checkout button for a guest: the login modal over the cart, then back to checkout. */
const GUEST_CHECKOUT_PATH = `${CART_PATH}?login=1&redirect=${encodeURIComponent(SHIPPING_STEP_PATH)}`;

export function guestRedirect(): Response {
  return redirect(GUEST_CHECKOUT_PATH);
}

/** The checkout choices so far; 'No cart found' (spec §8) sends the shopper back to the cart. */
export async function stepStateOrCart(api: ApiClient): Promise<CheckoutStepResponse> {
  try {
    return await getCheckoutState(api);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.message === CHECKOUT_MESSAGES.noCartFound)) {
      throw redirect(CART_PATH);
    }
    throw error;
  }
}
