/** GET /rest/V1/customer-card (spec §7 saved cards): brand, last four, expiry and the default flag only. */
import type { SavedCard } from '@sulit/contracts/payments';
import type { ApiClient } from '../../../lib/http/client';

export type { SavedCard };

export function getSavedCards(api: ApiClient): Promise<SavedCard[]> {
  return api.json('/rest/V1/customer-card');
}
