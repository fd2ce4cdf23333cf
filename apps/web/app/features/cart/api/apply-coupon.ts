/** PUT /api/cart/carts/{cartId}/coupons/{code} (spec §7): an invalid voucher is an answer (applied false). */
import type { CouponApplyResponse } from '@sulit/contracts/cart';
import type { ApiClient } from '../../../lib/http/client';

export function applyCoupon(api: ApiClient, pathId: string, code: string): Promise<CouponApplyResponse> {
  return api.json(`/api/cart/carts/${encodeURIComponent(pathId)}/coupons/${encodeURIComponent(code)}`, {
    method: 'PUT',
  });
}
