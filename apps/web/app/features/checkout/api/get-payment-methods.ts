/** GET /rest/V1/carts/mine/payment-methods (spec §7): methods with availability and the preselection. */
import type { PaymentMethodsResponse } from '@sulit/contracts/checkout';
import type { ApiClient } from '../../../lib/http/client';

export function getPaymentMethods(api: ApiClient): Promise<PaymentMethodsResponse> {
  return api.json('/rest/V1/carts/mine/payment-methods');
}
