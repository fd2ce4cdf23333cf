/** Which of the cart's products are sold by weight (issue 36, decision 043). */
import type { WeighedTermsResponse } from '@sulit/contracts/weighed-goods';
import type { ApiClient } from '../../../lib/http/client';

export async function getWeighedTerms(
  api: ApiClient,
  productIds: readonly number[],
): Promise<WeighedTermsResponse['items']> {
  const ids = [...new Set(productIds.filter((id) => id > 0))].slice(0, 100);
  if (ids.length === 0) return [];
  const res = await api.json<WeighedTermsResponse>(`/api/product/weighed-terms?ids=${ids.join(',')}`);
  return res.items;
}
