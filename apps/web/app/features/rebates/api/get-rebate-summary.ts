/** GET /api/transaction/rebates (spec §7): the member's balances, package rate and the yearly cap left. */
import { RebateSummary } from '@sulit/contracts/rebates';
import type { ApiClient } from '../../../lib/http/client';

export function getRebateSummary(api: ApiClient): Promise<RebateSummary> {
  return api.json('/api/transaction/rebates', { parse: RebateSummary });
}
