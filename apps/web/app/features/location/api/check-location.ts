/**
 * GET /rest/V1/sulit/check-location (spec §7): which store serves a barangay, or the spec's
 * 'We are currently not delivering to this area.'
 */
import type { CheckLocationResponse } from '@sulit/contracts/location';
import { browserApi } from '../../../lib/http/browser-client';
import type { ApiClient } from '../../../lib/http/client';
import { queryOptions, STALE_TIME } from '../../../lib/http/query';

function checkLocation(api: ApiClient, barangayId: string): Promise<CheckLocationResponse> {
  return api.json<CheckLocationResponse>(`/rest/V1/sulit/check-location?township_id=${encodeURIComponent(barangayId)}`);
}

/** The answer follows the directory (which store serves a barangay), so it lives as long. */
export const checkLocationQuery = (barangayId: string) =>
  queryOptions({
    queryKey: ['directory', 'check-location', barangayId],
    queryFn: () => checkLocation(browserApi, barangayId),
    staleTime: STALE_TIME.directory,
  });
