import type { AdminRegionTable, BarangayTable, CityTable, CountryTable, ProvinceTable, StoreTable } from '@sulit/db';
import type { Insertable } from 'kysely';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCountries } from './geography/countries';
import { buildPsgcRows } from './geography/psgc';
import { readGeographyData } from './geography/read-data';
import { buildStores } from './geography/stores';

export { PICKUP_REGION_PREFIX } from './geography/psgc';

export interface GeographyRows {
  countries: Insertable<CountryTable>[];
  adminRegions: Insertable<AdminRegionTable>[];
  provinces: Insertable<ProvinceTable>[];
  cities: Insertable<CityTable>[];
  barangays: Insertable<BarangayTable>[];
  stores: Insertable<StoreTable>[];
}

/**
 * The repository's data/ folder, found from this file so the seeder runs from any working directory. The
 * folder is looked for upward because this code runs from tools/seed/src/ in development and from the
 * built apps/server/dist/seed.js in production (decision 020).
 */
export function defaultDataDir(): string {
  const here = fileURLToPath(import.meta.url);
  for (let dir = dirname(here); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'data', 'SOURCES.md'))) return join(dir, 'data');
  }
  throw new Error(`No data/ folder (with SOURCES.md) above ${here}`);
}

/** Pure and deterministic: the same data folder always gives the same rows, ids included. */
export function loadGeography(dataDir: string = defaultDataDir()): GeographyRows {
  const data = readGeographyData(dataDir);
  const { adminRegions, provinces, cities, barangays } = buildPsgcRows(data);
  return {
    countries: buildCountries(data.countriesCsv),
    adminRegions,
    provinces,
    cities,
    barangays,
    stores: buildStores(cities, barangays),
  };
}
