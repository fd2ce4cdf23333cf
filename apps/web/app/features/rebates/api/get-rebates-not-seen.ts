/** GET /api/transaction/rebates/not-seen (spec §7): rebates that became available and were not seen yet. */
import { RebatesNotSeen } from '@sulit/contracts/rebates';
import type { ApiClient } from '../../../lib/http/client';

export function getRebatesNotSeen(api: ApiClient): Promise<RebatesNotSeen> {
  return api.json('/api/transaction/rebates/not-seen', { parse: RebatesNotSeen });
}
