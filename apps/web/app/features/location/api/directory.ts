/**
 * Browser-side reads of the PSGC directory (spec §7 legacy: directory/countries/PH, directory/region/{id},
 * directory/city/{id}) and check-location. The answers are public and cacheable (spec §9: directory lists
 * 43200 s), so the pickers ask the API straight from the browser. Only the contract *types* are imported:
 * the API validates its own responses, and zod stays out of the browser bundle.
 */
import type {
  CheckLocationResponse,
  CityDetail,
  CountryDetail,
  RegionDetail,
  SetLocationRequest,
  ShopperLocation,
} from '@sulit/contracts/location';
import type { SelectOption } from '../../../components/searchable-select';

export interface ProvinceOption extends SelectOption {
  allowShipping: boolean;
  isPickup: boolean;
  source: string | null;
}

export interface CityOption extends SelectOption {
  source: string | null;
}

export interface BarangayOption extends SelectOption {
  postcode: string | null;
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, { headers: { accept: 'application/json' }, signal, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function fetchProvinces(signal?: AbortSignal): Promise<ProvinceOption[]> {
  const body = await getJson<CountryDetail>('/rest/V1/directory/countries/PH', signal);
  return body.available_regions.map((region) => ({
    value: String(region.id),
    label: region.name,
    allowShipping: region.extension_attributes.allow_shipping,
    isPickup: region.extension_attributes.is_pickup,
    source: region.extension_attributes.stock_source_code,
  }));
}

export async function fetchCities(provinceId: string, signal?: AbortSignal): Promise<CityOption[]> {
  const body = await getJson<RegionDetail>(`/rest/V1/directory/region/${encodeURIComponent(provinceId)}`, signal);
  return body.available_cities.map((city) => ({
    value: String(city.id),
    label: city.name,
    source: city.extension_attributes.stock_source_code,
  }));
}

export async function fetchBarangays(cityId: string, signal?: AbortSignal): Promise<BarangayOption[]> {
  const body = await getJson<CityDetail>(`/rest/V1/directory/city/${encodeURIComponent(cityId)}`, signal);
  return body.available_townships.map((township) => ({
    value: String(township.id),
    label: township.name,
    postcode: township.postcode,
    hint: township.postcode ? `Postcode ${township.postcode}` : undefined,
  }));
}

/** Which store serves a barangay, or the spec's 'We are currently not delivering to this area.' */
export async function checkLocation(barangayId: string, signal?: AbortSignal): Promise<CheckLocationResponse> {
  return getJson<CheckLocationResponse>(
    `/rest/V1/sulit/check-location?township_id=${encodeURIComponent(barangayId)}`,
    signal,
  );
}

export type { SetLocationRequest, ShopperLocation };
