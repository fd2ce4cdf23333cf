/**
 * GET /api/location from the browser: the shopper's chosen delivery area or pickup store (null when none), for
 * a page the guest page cache served without the location chip's label (decision 016).
 */
import type { CurrentLocationResponse } from '@sulit/contracts/location';
import type { ApiClient } from '../../../lib/http/client';

export function getCurrentLocation(api: ApiClient): Promise<CurrentLocationResponse> {
  return api.json<CurrentLocationResponse>('/api/location');
}
