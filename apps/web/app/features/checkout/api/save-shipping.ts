/** POST /api/cart/carts/mine/shipping-information (spec §7): address or pickup store, instruction, options. */
import type { CheckoutStepResponse, ShippingInformationBody } from '@sulit/contracts/checkout';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function saveShipping(api: ApiClient, body: ShippingInformationBody): Promise<ApiResult<CheckoutStepResponse>> {
  return api.send('/api/cart/carts/mine/shipping-information', { body });
}
