/** GET /rest/V1/get-last-past-purchase-cards (spec §7): "Buy it again", what I bought, latest first. */
import type { PastPurchaseCardsResponse } from '@sulit/contracts/orders';
import type { ApiClient } from '../../../lib/http/client';

export function getPastPurchaseCards(api: ApiClient): Promise<PastPurchaseCardsResponse> {
  return api.json('/rest/V1/get-last-past-purchase-cards');
}
