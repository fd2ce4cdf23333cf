/** GET /rest/V1/all-products-list/mine: every product across my lists, once each. */
import { ListDetail } from '@sulit/contracts/lists';
import type { ApiClient } from '../../../lib/http/client';

export function getAllListProducts(api: ApiClient, filter: URLSearchParams): Promise<ListDetail> {
  return api.json(`/rest/V1/all-products-list/mine?${filter}`, { parse: ListDetail });
}
