import { PHYSICAL_STORES } from '@sulit/domain/shared/store-constants';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDataDir, type GeographyRows, loadGeography, PICKUP_REGION_PREFIX } from './geography';

let geo: GeographyRows;
beforeAll(() => {
  geo = loadGeography();
});

const province = (name: string) => {
  const found = geo.provinces.find((p) => p.name === name);
  if (!found) throw new Error(`no province ${name}`);
  return found;
};
const city = (name: string) => {
  const found = geo.cities.find((c) => c.name === name && c.province_id === province('Metro Manila').id);
  if (!found) throw new Error(`no Metro Manila city ${name}`);
  return found;
};
const citiesOf = (provinceName: string) => geo.cities.filter((c) => c.province_id === province(provinceName).id);
const shippingProvinces = ['Metro Manila', 'Batangas', 'Cavite', 'Laguna', 'Bulacan', 'Cebu', 'Rizal'];

describe('admin regions and countries', () => {
  it('has the 18 PSGC regions', () => {
    expect(geo.adminRegions).toHaveLength(18);
    const codes = new Set(geo.adminRegions.map((r) => r.psgc_code));
    for (const p of geo.provinces) if (p.admin_region_code !== null) expect(codes).toContain(p.admin_region_code);
  });

  it('keeps the spec’s 243 countries: the 249 of the ISO file without its six uninhabited territories', () => {
    expect(geo.countries).toHaveLength(243);
    for (const id of ['AQ', 'BV', 'TF', 'HM', 'GS', 'UM'])
      expect(geo.countries.find((c) => c.id === id)).toBeUndefined();
    const ph = geo.countries.find((c) => c.id === 'PH');
    expect(ph).toEqual({ id: 'PH', name: 'Philippines', iso3: 'PHL', dial_code: '63' });
    expect(geo.countries.find((c) => c.id === 'NA')?.name).toBe('Namibia');
    expect(geo.countries.find((c) => c.id === 'SH')?.dial_code).toBe('290');
    expect(geo.countries.find((c) => c.id === 'DO')?.dial_code).toBe('1-809');
  });
});

describe('provinces (the spec’s regions)', () => {
  it('makes Metro Manila one shipping province with code PH-n', () => {
    const mm = province('Metro Manila');
    expect(mm.code).toMatch(/^PH-\d+$/);
    expect(mm.allow_shipping).toBe(1);
    expect(mm.stock_source_code).toBe('balintawak');
    expect(citiesOf('Metro Manila')).toHaveLength(17);
  });

  it('splits Metro Manila cities between the four stores', () => {
    expect(city('Quezon City').stock_source_code).toBe('balintawak');
    expect(city('City of Makati').stock_source_code).toBe('arcovia');
    expect(city('City of Muntinlupa').stock_source_code).toBe('alabang');
    expect(city('City of Manila').stock_source_code).toBe('otis');
    expect(city('Pateros').stock_source_code).toBe('arcovia');
    expect(citiesOf('Metro Manila').every((c) => c.stock_source_code !== null)).toBe(true);
  });

  it('follows the spec fallback list for the other shipping provinces', () => {
    const expected: Record<string, string> = {
      Batangas: 'alabang',
      Cavite: 'alabang',
      Laguna: 'alabang',
      Bulacan: 'balintawak',
      Cebu: 'cebu',
      Rizal: 'arcovia',
    };
    for (const [name, source] of Object.entries(expected)) {
      expect(province(name)).toMatchObject({ allow_shipping: 1, stock_source_code: source, is_pickup: 0 });
    }
    expect(geo.provinces.filter((p) => p.allow_shipping === 1).map((p) => p.name)).toEqual(
      expect.arrayContaining(shippingProvinces),
    );
    expect(geo.provinces.filter((p) => p.allow_shipping === 1)).toHaveLength(shippingProvinces.length);
  });

  it('does not ship to unmapped provinces', () => {
    expect(province('Abra')).toMatchObject({ allow_shipping: 0, stock_source_code: null });
    expect(province('Special Geographic Area')).toMatchObject({ allow_shipping: 0, admin_region_code: '1900000000' });
  });

  it('adds one non-shipping pickup pseudo-region per physical store', () => {
    const pickups = geo.provinces.filter((p) => p.is_pickup === 1);
    expect(pickups.map((p) => p.stock_source_code)).toEqual(PHYSICAL_STORES.map((s) => s.sourceCode));
    for (const p of pickups) {
      expect(p.allow_shipping).toBe(0);
      expect(p.name.startsWith(PICKUP_REGION_PREFIX)).toBe(true);
    }
  });

  it('never turns a highly urbanized city into a province', () => {
    const raw = JSON.parse(readFileSync(join(defaultDataDir(), 'ph-geo/psgc-2025-2q/provinces.json'), 'utf8')) as {
      provName: string;
      cityClass: string | null;
    }[];
    const hucNames = raw.filter((p) => p.cityClass === 'HUC').map((p) => p.provName.trim());
    expect(hucNames).toHaveLength(33);
    const provinceNames = new Set(geo.provinces.map((p) => p.name));
    for (const name of hucNames) expect(provinceNames).not.toContain(name);
    expect(provinceNames).not.toContain('Quezon City');
    expect(geo.provinces.filter((p) => p.is_pickup === 0)).toHaveLength(82 + 2);
  });

  it('attaches HUCs and the City of Isabela to the province they lie in', () => {
    const inProvince = (cityName: string, provinceName: string) =>
      expect(geo.cities.find((c) => c.name === cityName)?.province_id).toBe(province(provinceName).id);
    inProvince('City of Cebu', 'Cebu');
    inProvince('City of Lapu-Lapu', 'Cebu');
    inProvince('City of Mandaue', 'Cebu');
    inProvince('City of Angeles', 'Pampanga');
    inProvince('City of Baguio', 'Benguet');
    inProvince('City of Isabela', 'Basilan');
  });
});

describe('cities and barangays', () => {
  it('folds the City of Manila districts into one city that owns their barangays', () => {
    const manila = city('City of Manila');
    expect(manila.psgc_code).toBe('1380600000');
    expect(manila.postcode).toBe('1000');
    expect(geo.cities.some((c) => c.name === 'Tondo I/II' || c.name === 'Binondo')).toBe(false);
    const barangays = geo.barangays.filter((b) => b.city_id === manila.id);
    expect(barangays).toHaveLength(897);
    // Each barangay keeps its district's ZIP: Tondo 1012, Paco 1007 …
    expect(barangays.find((b) => b.psgc_code.startsWith('1380601'))?.postcode).toBe('1012');
  });

  it('rebuilds the truncated HUC psgc codes', () => {
    expect(geo.cities.find((c) => c.name === 'City of Angeles')?.psgc_code).toBe('0330100000');
    for (const c of geo.cities) expect(c.psgc_code).toMatch(/^\d{10}$/);
  });

  it('keeps all 42,011 barangays, each in an existing city', () => {
    expect(geo.barangays).toHaveLength(42011);
    const cityIds = new Set(geo.cities.map((c) => c.id));
    expect(geo.barangays.filter((b) => !cityIds.has(b.city_id))).toEqual([]);
    // 1,656 PSGC rows less the 14 Manila districts
    expect(geo.cities).toHaveLength(1642);
  });

  it('gives a ZIP to every city of the shipping provinces that the data covers', () => {
    for (const name of shippingProvinces.filter((n) => n !== 'Cebu')) {
      expect(citiesOf(name).filter((c) => c.postcode === null)).toEqual([]);
    }
    expect(city('Quezon City').postcode).toBe('1100');
    expect(geo.cities.find((c) => c.name === 'City of Trece Martires')?.postcode).toBe('4109');
    expect(geo.cities.find((c) => c.name === 'City of Antipolo')?.postcode).toBe('1870');
    const barangayZip = geo.barangays.find((b) => b.city_id === city('City of Pasig').id)?.postcode;
    expect(barangayZip).toBe('1600');
  });
});

describe('stores', () => {
  it('links the five physical stores to real cities, provinces and barangays', () => {
    expect(geo.stores.map((s) => s.source_code)).toEqual(PHYSICAL_STORES.map((s) => s.sourceCode));
    const pickupIds = new Set(geo.provinces.filter((p) => p.is_pickup === 1).map((p) => p.id));
    for (const store of geo.stores) {
      const storeCity = geo.cities.find((c) => c.id === store.city_id);
      expect(storeCity?.province_id).toBe(store.province_id);
      expect(pickupIds.has(store.province_id ?? 0)).toBe(false);
      expect(store.postcode).toMatch(/^\d{4}$/);
      expect(store.telephone).toMatch(/^\(0\d{1,2}\) [\d ]+$/);
      if (store.barangay_id !== null) {
        expect(geo.barangays.find((b) => b.id === store.barangay_id)?.city_id).toBe(store.city_id);
      }
    }
    const balintawak = geo.stores.find((s) => s.source_code === 'balintawak');
    expect(balintawak?.city_name).toBe('Quezon City');
    expect(geo.barangays.find((b) => b.id === balintawak?.barangay_id)?.name).toBe('Apolonio Samson');
    expect(geo.stores.find((s) => s.source_code === 'cebu')?.province_id).toBe(province('Cebu').id);
  });
});

describe('row hygiene', () => {
  it('trims every name', () => {
    const names = [geo.adminRegions, geo.provinces, geo.cities, geo.barangays, geo.countries].flatMap((rows) =>
      rows.map((r) => r.name),
    );
    expect(names.filter((name) => name !== name.trim())).toEqual([]);
    expect(geo.cities.find((c) => c.psgc_code === '1830200000')?.name).toBe('City of Bacolod');
  });

  it('has unique ids, codes and psgc codes', () => {
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(geo.provinces.map((p) => p.id));
    unique(geo.provinces.map((p) => p.code));
    unique(geo.provinces.map((p) => p.name));
    unique(geo.cities.map((c) => c.id));
    unique(geo.cities.map((c) => c.psgc_code));
    unique(geo.barangays.map((b) => b.id));
    unique(geo.barangays.map((b) => b.psgc_code));
    unique(geo.countries.map((c) => c.id));
    unique(geo.stores.map((s) => s.source_code));
    for (const p of geo.provinces) expect(p.code).toBe(`PH-${p.id}`);
    // Postgres integer is 32-bit
    expect(Math.max(...geo.barangays.map((b) => b.id))).toBeLessThan(2 ** 31);
  });

  it('is deterministic', () => {
    expect(loadGeography()).toEqual(geo);
  });
});
