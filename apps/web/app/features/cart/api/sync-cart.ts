/**
 * POST /api/cart/stores/v2/{store}/{cartId}/sync (spec §7): sets quantities (0 removes) and answers the
 * server-priced cart, its per-item failures and the totals of the same pricing pass, in one request.
 */
import type { CartSyncItem, CartSyncResponse } from '@sulit/contracts/cart';
import { DEFAULT_STORE_VIEW_CODE } from '@sulit/domain/shared/store-constants';
import type { ApiClient } from '../../../lib/http/client';

export function syncCart(api: ApiClient, pathId: string, items: CartSyncItem[]): Promise<CartSyncResponse> {
  return api.json<CartSyncResponse>(
    `/api/cart/stores/v2/${DEFAULT_STORE_VIEW_CODE}/${encodeURIComponent(pathId)}/sync`,
    { method: 'POST', body: { cart_items: items } },
  );
}
