/** GET /api/transaction/orders/not-rated (spec §7): delivered orders awaiting a rating. */
import type { NotRatedResponse } from '@sulit/contracts/orders';
import type { ApiClient } from '../../../lib/http/client';

export function getNotRated(api: ApiClient): Promise<NotRatedResponse> {
  return api.json('/api/transaction/orders/not-rated');
}
