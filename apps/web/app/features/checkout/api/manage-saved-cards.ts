/** A saved card made the default or removed (another customer's card is a 404); spec §7 customer-card. */
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function makeDefaultCard(api: ApiClient, cardId: number): Promise<ApiResult> {
  return api.send(`/rest/V1/customer-card/${cardId}/default`, { method: 'PUT' });
}

export function removeSavedCard(api: ApiClient, cardId: number): Promise<ApiResult> {
  return api.send(`/rest/V1/customer-card/${cardId}`, { method: 'DELETE' });
}
