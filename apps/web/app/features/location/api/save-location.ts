/**
 * PUT /api/location: the shopper's delivery area or pickup store; the API keeps it (the signed cookie for
 * guests, the account for customers) and answers the new cookie.
 */
import type { SetLocationRequest, ShopperLocation } from '@sulit/contracts/location';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function saveLocation(
  api: ApiClient,
  body: SetLocationRequest,
): Promise<ApiResult<{ location: ShopperLocation } | ShopperLocation>> {
  return api.send('/api/location', { method: 'PUT', body });
}
