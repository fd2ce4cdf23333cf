/** GET /api/ops/picking: what to pick for a store's slot date. */
import type { PickingList } from '@sulit/contracts/ops';
import type { ApiClient } from '../../../lib/http/client';

export function getPickingList(api: ApiClient, query: { store?: string; date: string }): Promise<PickingList> {
  const search = new URLSearchParams({ date: query.date, ...(query.store ? { store: query.store } : {}) });
  return api.json(`/api/ops/picking?${search.toString()}`);
}
