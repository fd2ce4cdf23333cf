/** GET /api/cart/carts/mine/shipping-information: the checkout choices so far and the server's totals. */
import type { CheckoutStepResponse } from '@sulit/contracts/checkout';
import type { ApiClient } from '../../../lib/http/client';

export function getCheckoutState(api: ApiClient): Promise<CheckoutStepResponse> {
  return api.json('/api/cart/carts/mine/shipping-information');
}
