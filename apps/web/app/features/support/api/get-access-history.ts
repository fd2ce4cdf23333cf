/** GET /api/customer-support/access-history: the customer's consent and every support session on the account. */
import type { AccessHistory } from '@sulit/contracts/support';
import type { ApiClient } from '../../../lib/http/client';

export function getAccessHistory(api: ApiClient): Promise<AccessHistory> {
  return api.json('/api/customer-support/access-history');
}
