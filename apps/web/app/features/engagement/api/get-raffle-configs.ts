/** GET /rest/V1/raffle/configs (spec §7): the raffles running or coming, for guests and customers alike. */
import { RaffleConfigsResponse } from '@sulit/contracts/engagement';
import type { ApiClient } from '../../../lib/http/client';

export function getRaffleConfigs(api: ApiClient): Promise<RaffleConfigsResponse> {
  return api.json('/rest/V1/raffle/configs', { parse: RaffleConfigsResponse });
}
