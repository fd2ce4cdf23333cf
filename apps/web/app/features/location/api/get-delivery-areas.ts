/**
 * GET /areas.json (spec §7 "static areas.json file"): the provinces and cities the stores deliver to and the
 * store serving each, built from the same rows and rule as check-location.
 */
import { DeliveryAreasFile } from '@sulit/contracts/location';
import type { ApiClient } from '../../../lib/http/client';

export function getDeliveryAreas(api: ApiClient): Promise<DeliveryAreasFile> {
  return api.json('/areas.json', { parse: DeliveryAreasFile });
}
