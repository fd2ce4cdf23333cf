/**
 * One tracked part's timeline (spec §7): the own store's and a membership's through track-and-trace-1p
 * (?format=json), a third-party sub-order's through track-and-trace.
 */
import type { TrackingView } from '@sulit/contracts/orders';
import type { ApiClient } from '../../../lib/http/client';

export function getTracking(api: ApiClient, number: string, family: 'own' | 'third_party'): Promise<TrackingView> {
  const n = encodeURIComponent(number);
  return api.json(
    family === 'own'
      ? `/api/transaction/orders/${n}/track-and-trace-1p?format=json`
      : `/api/transaction/orders/${n}/track-and-trace`,
  );
}
