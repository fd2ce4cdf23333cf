/** GET /rest/V1/customers/me (spec §7): the signed-in customer; a 401 when the session is gone. */
import { Customer } from '@sulit/contracts/customers';
import type { ApiClient } from '../../../lib/http/client';

export function getMe(api: ApiClient): Promise<Customer> {
  return api.json('/rest/V1/customers/me', { parse: Customer });
}
