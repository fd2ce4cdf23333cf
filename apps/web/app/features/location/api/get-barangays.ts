/** GET /rest/V1/directory/city/{id} (spec §7): the barangays of a city, with their postcodes. */
import type { CityDetail } from '@sulit/contracts/location';
import type { SelectOption } from '../../../components/searchable-select';
import { browserApi } from '../../../lib/http/browser-client';
import type { ApiClient } from '../../../lib/http/client';
import { queryOptions, STALE_TIME } from '../../../lib/http/query';

export interface BarangayOption extends SelectOption {
  postcode: string | null;
}

async function getBarangays(api: ApiClient, cityId: string): Promise<BarangayOption[]> {
  const body = await api.json<CityDetail>(`/rest/V1/directory/city/${encodeURIComponent(cityId)}`);
  return body.available_townships.map((township) => ({
    value: String(township.id),
    label: township.name,
    postcode: township.postcode,
    hint: township.postcode ? `Postcode ${township.postcode}` : undefined,
  }));
}

/** spec §9: directory lists live 43200 s */
export const barangaysQuery = (cityId: string) =>
  queryOptions({
    queryKey: ['directory', 'barangays', cityId],
    queryFn: () => getBarangays(browserApi, cityId),
    staleTime: STALE_TIME.directory,
  });
