/** PUT /rest/V1/customers/me (spec §7): names, birthday, phone and the newsletter choice. */
import type { MessageResponse, UpdateCustomerRequest } from '@sulit/contracts/customers';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function updateCustomer(api: ApiClient, body: UpdateCustomerRequest): Promise<ApiResult<MessageResponse>> {
  return api.send('/rest/V1/customers/me', { method: 'PUT', body });
}
