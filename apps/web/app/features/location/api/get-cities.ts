/** GET /rest/V1/directory/region/{id} (spec §7): the cities and municipalities of a province. */
import type { RegionDetail } from '@sulit/contracts/location';
import type { SelectOption } from '../../../components/searchable-select';
import { browserApi } from '../../../lib/http/browser-client';
import type { ApiClient } from '../../../lib/http/client';
import { queryOptions, STALE_TIME } from '../../../lib/http/query';

export interface CityOption extends SelectOption {
  source: string | null;
}

async function getCities(api: ApiClient, provinceId: string): Promise<CityOption[]> {
  const body = await api.json<RegionDetail>(`/rest/V1/directory/region/${encodeURIComponent(provinceId)}`);
  return body.available_cities.map((city) => ({
    value: String(city.id),
    label: city.name,
    source: city.extension_attributes.stock_source_code,
  }));
}

/** spec §9: directory lists live 43200 s */
export const citiesQuery = (provinceId: string) =>
  queryOptions({
    queryKey: ['directory', 'cities', provinceId],
    queryFn: () => getCities(browserApi, provinceId),
    staleTime: STALE_TIME.directory,
  });
