/**
 * POST /api/cart/v2/{cartId}/totals-information (customer) or
 * POST /api/cart/v2/guest-carts/{mask}/totals-information (guest), spec §7. A POST that only reads.
 */
import type { CartTotalsResponse } from '@sulit/contracts/cart';
import { browserApi } from '../../../lib/http/browser-client';
import type { ApiClient, Parser } from '../../../lib/http/client';
import { queryOptions, STALE_TIME } from '../../../lib/http/query';
import { type CartRef, cartPathId } from './cart-ref';
import { noCartError } from './get-cart';

export function getTotals(
  api: ApiClient,
  ref: CartRef,
  parse?: Parser<CartTotalsResponse>,
): Promise<CartTotalsResponse> {
  const id = encodeURIComponent(cartPathId(ref) ?? '');
  const path =
    ref.kind === 'customer'
      ? `/api/cart/v2/${id}/totals-information`
      : `/api/cart/v2/guest-carts/${id}/totals-information`;
  if (!id) return Promise.reject(noCartError(path));
  return api.json(path, { method: 'POST', body: {}, parse });
}

/** spec §9: totals refetch on mount after 120 s */
export const totalsQuery = (ref: CartRef) =>
  queryOptions({
    queryKey: ['cart-totals', ref.kind, cartPathId(ref)],
    queryFn: () => getTotals(browserApi, ref),
    staleTime: STALE_TIME.totals,
  });
