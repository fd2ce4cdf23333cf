/** POST /rest/V1/ld-customer-delete-address (spec §7): removes one of the customer's addresses. */
import type { DeleteAddressRequest, MessageResponse } from '@sulit/contracts/customers';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function deleteAddress(api: ApiClient, body: DeleteAddressRequest): Promise<ApiResult<MessageResponse>> {
  return api.send('/rest/V1/ld-customer-delete-address', { body });
}
