/** GET /rest/V1/customer-card (spec §7 saved cards): brand, last four, expiry and the default flag only. */
import type { ApiClient } from '../../../lib/http/client';

export interface SavedCard {
  id: number;
  brand: string;
  brand_label: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
  display: string;
}

export function getSavedCards(api: ApiClient): Promise<SavedCard[]> {
  return api.json('/rest/V1/customer-card');
}
