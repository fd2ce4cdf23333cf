/** POST /rest/V1/raffle/entries {raffle_id}: join a running raffle (once). */
import type { RaffleEntryAnswer } from '@sulit/contracts/engagement';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function enterRaffle(api: ApiClient, raffleId: number): Promise<ApiResult<RaffleEntryAnswer>> {
  return api.send('/rest/V1/raffle/entries', { body: { raffle_id: raffleId } });
}
