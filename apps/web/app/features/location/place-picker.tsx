import { useEffect, useState } from 'react';
import { SearchableSelect } from '../../components/searchable-select';
import { useQuery } from '../../lib/http/query';
import { barangaysQuery, type BarangayOption } from './api/get-barangays';
import { citiesQuery, type CityOption } from './api/get-cities';
import { provincesQuery, type ProvinceOption } from './api/get-provinces';

export interface PlaceChoice {
  province: ProvinceOption | null;
  city: CityOption | null;
  barangay: BarangayOption | null;
}

interface PlaceInitial {
  provinceId?: string | null;
  cityId?: string | null;
  barangayId?: string | null;
}

interface PlacePickerProps {
  initial?: PlaceInitial;
  onChange?(choice: PlaceChoice): void;
  /** hide the store-collection pseudo-regions (the address book and the delivery tab never want them) */
  deliveryOnly?: boolean;
  errors?: { province?: string | null; city?: string | null; barangay?: string | null };
  /** write region_id, region, city_id, city, township_id, township and postcode as hidden form fields */
  formFields?: boolean;
  required?: boolean;
}

/** Province → city → barangay from the PSGC directory; each list loads when its parent is chosen. */
export function PlacePicker({
  initial,
  onChange,
  deliveryOnly = true,
  errors,
  formFields = false,
  required = false,
}: PlacePickerProps) {
  const [provinceId, setProvinceId] = useState<string | null>(initial?.provinceId ?? null);
  const [cityId, setCityId] = useState<string | null>(initial?.cityId ?? null);
  const [barangayId, setBarangayId] = useState<string | null>(initial?.barangayId ?? null);
  const lists = [
    useQuery(provincesQuery),
    useQuery(provinceId ? citiesQuery(provinceId) : null),
    useQuery(cityId ? barangaysQuery(cityId) : null),
  ] as const;
  const failed = lists.some((list) => list.status === 'error');
  const [provinceList, cities, barangays] = lists.map((list) => (list.status === 'success' ? list.data : null)) as [
    ProvinceOption[] | null,
    CityOption[] | null,
    BarangayOption[] | null,
  ];
  const provinces = deliveryOnly && provinceList ? provinceList.filter((p) => !p.isPickup) : provinceList;

  const province = provinces?.find((p) => p.value === provinceId) ?? null;
  const city = cities?.find((c) => c.value === cityId) ?? null;
  const barangay = barangays?.find((b) => b.value === barangayId) ?? null;

  useEffect(() => {
    onChange?.({ province, city, barangay });
    // onChange is the caller's; report only when the choice itself changes.
  }, [province, city, barangay]);

  return (
    <div className="space-y-3">
      {failed && (
        <p role="alert" className="rounded-lg bg-sale-50 p-3 text-sm text-sale-600">
          We could not load the list of places. Please check your connection and try again.
        </p>
      )}
      <SearchableSelect
        label="Province"
        options={provinces ?? []}
        loading={provinces === null && !failed}
        value={provinceId}
        required={required}
        error={errors?.province}
        onChange={(value) => {
          setProvinceId(value);
          setCityId(null);
          setBarangayId(null);
        }}
      />
      <SearchableSelect
        label="City / Municipality"
        options={cities ?? []}
        loading={provinceId !== null && cities === null}
        disabled={!provinceId}
        placeholder={provinceId ? 'Type to search' : 'Choose a province first'}
        value={cityId}
        required={required}
        error={errors?.city}
        onChange={(value) => {
          setCityId(value);
          setBarangayId(null);
        }}
      />
      <SearchableSelect
        label="Barangay"
        options={barangays ?? []}
        loading={cityId !== null && barangays === null}
        disabled={!cityId}
        placeholder={cityId ? 'Type to search' : 'Choose a city first'}
        value={barangayId}
        required={required}
        error={errors?.barangay}
        onChange={setBarangayId}
      />
      {formFields && (
        <>
          <input type="hidden" name="region_id" value={province?.value ?? ''} />
          <input type="hidden" name="region" value={province?.label ?? ''} />
          <input type="hidden" name="city_id" value={city?.value ?? ''} />
          <input type="hidden" name="city" value={city?.label ?? ''} />
          <input type="hidden" name="township_id" value={barangay?.value ?? ''} />
          <input type="hidden" name="township" value={barangay?.label ?? ''} />
        </>
      )}
    </div>
  );
}
