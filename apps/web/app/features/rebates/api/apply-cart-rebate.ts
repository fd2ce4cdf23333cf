/**
 * cart/carts/mine/rebates (spec §7; §4 Rebate: "an amount above 0 applies it (PUT), otherwise it is removed
 * (DELETE)"). The amount is centavos.
 */
import type { CartRebateResponse } from '@sulit/contracts/rebates';
import { rebateRequestKind } from '@sulit/domain/rebates/rebate-rules';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function applyCartRebate(
  api: ApiClient,
  cartId: number,
  rebate: number,
): Promise<ApiResult<CartRebateResponse>> {
  if (rebateRequestKind(rebate) === 'apply')
    return api.send('/api/cart/carts/mine/rebates', { method: 'PUT', body: { quote_id: cartId, rebate } });
  return api.send(`/api/cart/carts/mine/rebates?quote_id=${cartId}`, { method: 'DELETE' });
}
