/** GET /api/transaction/orders/track-and-trace (spec §7: page 1, limit 200, newest first). */
import type { TrackingListResponse } from '@sulit/contracts/orders';
import type { ApiClient } from '../../../lib/http/client';

export function getTrackingList(api: ApiClient): Promise<TrackingListResponse> {
  return api.json('/api/transaction/orders/track-and-trace?page=1&limit=200');
}
