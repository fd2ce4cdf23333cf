/** DELETE /api/cart/carts/{cartId}/coupons/{code} (spec §7): answers the totals without the voucher. */
import type { CouponApplyResponse } from '@sulit/contracts/cart';
import type { ApiClient } from '../../../lib/http/client';

export function removeCoupon(api: ApiClient, pathId: string, code: string): Promise<CouponApplyResponse> {
  return api.json(`/api/cart/carts/${encodeURIComponent(pathId)}/coupons/${encodeURIComponent(code)}`, {
    method: 'DELETE',
  });
}
