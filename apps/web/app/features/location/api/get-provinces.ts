/** GET /rest/V1/directory/countries/PH (spec §7): the provinces, with shipping and pickup flags. */
import type { CountryDetail } from '@sulit/contracts/location';
import type { SelectOption } from '../../../components/searchable-select';
import { browserApi } from '../../../lib/http/browser-client';
import type { ApiClient } from '../../../lib/http/client';
import { queryOptions, STALE_TIME } from '../../../lib/http/query';

export interface ProvinceOption extends SelectOption {
  allowShipping: boolean;
  isPickup: boolean;
  source: string | null;
}

async function getProvinces(api: ApiClient): Promise<ProvinceOption[]> {
  const body = await api.json<CountryDetail>('/rest/V1/directory/countries/PH');
  return body.available_regions.map((region) => ({
    value: String(region.id),
    label: region.name,
    allowShipping: region.extension_attributes.allow_shipping,
    isPickup: region.extension_attributes.is_pickup,
    source: region.extension_attributes.stock_source_code,
  }));
}

/** spec §9: directory lists live 43200 s */
export const provincesQuery = queryOptions({
  queryKey: ['directory', 'provinces'],
  queryFn: () => getProvinces(browserApi),
  staleTime: STALE_TIME.directory,
});
