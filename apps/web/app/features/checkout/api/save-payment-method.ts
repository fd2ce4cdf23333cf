/** POST /api/cart/{cartId}/address-information with header device-type (spec §7): the chosen payment method. */
import type { AddressInformationBody, CheckoutStepResponse } from '@sulit/contracts/checkout';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function savePaymentMethod(
  api: ApiClient,
  cartId: number,
  body: AddressInformationBody,
  device: 'm-site' | 'desktop',
): Promise<ApiResult<CheckoutStepResponse>> {
  return api.send(`/api/cart/${cartId}/address-information`, { body, headers: { 'device-type': device } });
}
