/** GET /api/location/stores: the stores with their address, opening hours, phone and map position. */
import type { StoreList } from '@sulit/contracts/location';
import type { ApiClient } from '../../../lib/http/client';

export function getStores(api: ApiClient): Promise<StoreList> {
  return api.json<StoreList>('/api/location/stores');
}
