import type { AdminRegionTable, BarangayTable, CityTable, ProvinceTable } from '@sulit/db';
import { PHYSICAL_STORES } from '@sulit/domain/shared/store-constants';
import type { Insertable } from 'kysely';
import { matchProvinceZips, ncrZipsByName, provinceKey, type ZipCandidateCity } from './postcodes';
import type { RawGeographyData } from './read-data';
import {
  CITY_OF_MANILA,
  DETACHED_CITY_PROVINCES,
  METRO_MANILA,
  METRO_MANILA_CITY_SOURCES,
  NCR_REG_CODE,
  SHIPPING_PROVINCES,
  SPECIAL_GEOGRAPHIC_AREA,
} from './rules';

export interface PsgcRows {
  adminRegions: Insertable<AdminRegionTable>[];
  provinces: Insertable<ProvinceTable>[];
  cities: Insertable<CityTable>[];
  barangays: Insertable<BarangayTable>[];
}

/** Display prefix of the store-collection pseudo-regions. */
export const PICKUP_REGION_PREFIX = 'Store pickup – ';

interface ProvinceDraft {
  name: string;
  psgcCode: string | null;
  regCode: string;
}

interface CityDraft {
  psgcCode: string;
  name: string;
  province: ProvinceDraft;
}

const metroSources = new Map(Object.entries(METRO_MANILA_CITY_SOURCES));

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Case-insensitive code-point order: independent of the ICU build, so ids never move. */
const byName = (a: { name: string }, b: { name: string }): number =>
  byText(a.name.toLowerCase(), b.name.toLowerCase()) || byText(a.name, b.name);

/** HUC rows of muncities.json have truncated psgc codes ('30100'): rebuild them from their parts. */
const cityPsgcCode = (regCode: string, munCityCode: string): string => `${regCode}${munCityCode}000`;

function required<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`geography: unknown ${what} ${String(key)}`);
  return value;
}

export function buildPsgcRows(data: RawGeographyData): PsgcRows {
  const adminRegions = data.regions
    .map((r) => ({ psgc_code: r.psgcCode, name: r.regionName.trim() }))
    .sort((a, b) => byText(a.psgc_code, b.psgc_code));
  const regionCodeByReg = new Map(data.regions.map((r) => [r.regCode, r.psgcCode]));

  // Real provinces only: the HUC rows of provinces.json are cities.
  const provinceDrafts = new Map<string, ProvinceDraft>();
  for (const p of data.provinces) {
    if (p.cityClass === null) {
      provinceDrafts.set(p.provCode, {
        name: p.provName.trim(),
        psgcCode: p.psgcCode,
        regCode: p.regCode,
      });
    }
  }
  const provinceByName = new Map([...provinceDrafts.values()].map((p) => [p.name, p]));
  const metroManila: ProvinceDraft = {
    name: METRO_MANILA,
    psgcCode: null,
    regCode: NCR_REG_CODE,
  };
  const sga: ProvinceDraft = {
    name: SPECIAL_GEOGRAPHIC_AREA.name,
    psgcCode: `${SPECIAL_GEOGRAPHIC_AREA.regCode}${SPECIAL_GEOGRAPHIC_AREA.provCode}00000`,
    regCode: SPECIAL_GEOGRAPHIC_AREA.regCode,
  };
  const allProvinces = [...provinceDrafts.values(), metroManila, sga].sort(byName);

  const provinceOf = (regCode: string, provCode: string, cityName: string): ProvinceDraft => {
    if (regCode === NCR_REG_CODE) return metroManila;
    if (regCode === SPECIAL_GEOGRAPHIC_AREA.regCode && provCode === SPECIAL_GEOGRAPHIC_AREA.provCode) return sga;
    const own = provinceDrafts.get(provCode);
    if (own) return own;
    const parentName = DETACHED_CITY_PROVINCES[cityName];
    if (parentName === undefined) throw new Error(`geography: no province for city ${cityName}`);
    return required(provinceByName, parentName, 'province');
  };

  // One city per muncities row, except that the Manila districts fold into the City of Manila row.
  const cityByKey = new Map<string, CityDraft>();
  const cityDrafts: CityDraft[] = [];
  const manilaDistricts: { key: string; name: string }[] = [];
  for (const m of data.munCities) {
    const key = m.regCode + m.munCityCode;
    const name = m.munCityName.trim();
    const psgcCode = cityPsgcCode(m.regCode, m.munCityCode);
    const isManilaRow = m.regCode === CITY_OF_MANILA.regCode && m.provCode === CITY_OF_MANILA.provCode;
    if (isManilaRow && name !== CITY_OF_MANILA.name) {
      manilaDistricts.push({ key, name });
      continue;
    }
    const city: CityDraft = { psgcCode, name, province: provinceOf(m.regCode, m.provCode, name) };
    cityByKey.set(key, city);
    cityDrafts.push(city);
  }
  const manila = [...cityByKey.values()].find((c) => c.name === CITY_OF_MANILA.name);
  if (!manila) throw new Error('geography: the City of Manila row is missing');
  for (const d of manilaDistricts) cityByKey.set(d.key, manila);
  cityDrafts.sort((a, b) => byText(a.psgcCode, b.psgcCode));

  // Postcodes: Metro Manila by name, elsewhere PHLPost rows matched inside their province.
  const ncrZips = ncrZipsByName(data.ncrZip);
  const candidatesByProvince = new Map<string, ZipCandidateCity[]>();
  for (const c of cityDrafts) {
    const key = provinceKey(c.province.name);
    const list = candidatesByProvince.get(key) ?? [];
    list.push({ psgcCode: c.psgcCode, name: c.name });
    candidatesByProvince.set(key, list);
  }
  const provinceZips = matchProvinceZips(data.zipRaw, data.zipToPsgc, candidatesByProvince, provinceKey(METRO_MANILA));
  const postcodes = new Map(
    cityDrafts.map((c) => [
      c,
      (c.province === metroManila ? ncrZips.get(c.name) : provinceZips.get(c.psgcCode)) ?? null,
    ]),
  );

  const provinceIds = new Map<ProvinceDraft, number>();
  const provinces: Insertable<ProvinceTable>[] = allProvinces.map((p, index) => {
    const id = index + 1;
    provinceIds.set(p, id);
    const source = SHIPPING_PROVINCES[p.name] ?? null;
    return {
      id,
      code: `PH-${id}`,
      name: p.name,
      psgc_code: p.psgcCode,
      admin_region_code: required(regionCodeByReg, p.regCode, 'region'),
      allow_shipping: source === null ? 0 : 1,
      stock_source_code: source,
      is_pickup: 0,
      sort_order: id,
    };
  });
  for (const store of PHYSICAL_STORES) {
    const id = provinces.length + 1;
    provinces.push({
      id,
      code: `PH-${id}`,
      name: `${PICKUP_REGION_PREFIX}${store.name}`,
      psgc_code: null,
      admin_region_code: null,
      allow_shipping: 0,
      stock_source_code: store.sourceCode,
      is_pickup: 1,
      sort_order: id,
    });
  }

  const cityIds = new Map<CityDraft, number>();
  const cities: Insertable<CityTable>[] = cityDrafts.map((c, index) => {
    const id = index + 1;
    cityIds.set(c, id);
    return {
      id,
      province_id: required(provinceIds, c.province, 'province'),
      name: c.name,
      psgc_code: c.psgcCode,
      postcode: postcodes.get(c) ?? null,
      stock_source_code: c.province === metroManila ? required(metroSources, c.name, 'Metro Manila city') : null,
    };
  });

  // A Manila barangay takes its district's ZIP (finer than the city's 1000).
  const districtZipByKey = new Map(manilaDistricts.map((d) => [d.key, ncrZips.get(d.name)]));
  const barangays: Insertable<BarangayTable>[] = [...data.barangays]
    .sort((a, b) => byText(a.psgcCode, b.psgcCode))
    .map((b, index) => {
      const key = b.regCode + b.munCityCode;
      const city = required(cityByKey, key, 'city of barangay');
      return {
        id: index + 1,
        city_id: required(cityIds, city, 'city'),
        name: b.brgyName.trim(),
        psgc_code: b.psgcCode,
        postcode: districtZipByKey.get(key) ?? postcodes.get(city) ?? null,
      };
    });

  return { adminRegions, provinces, cities, barangays };
}
