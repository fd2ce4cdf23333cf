/** POST /rest/V1/ld-customer-address (spec §7): creates an address, or updates the one with `id`. */
import type { SaveAddressRequest, SaveAddressResponse } from '@sulit/contracts/customers';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function saveAddress(api: ApiClient, body: SaveAddressRequest): Promise<ApiResult<SaveAddressResponse>> {
  return api.send('/rest/V1/ld-customer-address', { body });
}
