import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Rows of data/ph-geo/psgc-2025-2q (see data/SOURCES.md §1). */
interface PsgcRegionRow {
  psgcCode: string;
  regCode: string;
  regionName: string;
}

interface PsgcProvinceRow {
  psgcCode: string;
  regCode: string;
  provCode: string;
  provName: string;
  cityClass: string | null;
}

interface PsgcMunCityRow {
  psgcCode: string;
  regCode: string;
  provCode: string;
  munCityCode: string;
  munCityName: string;
}

interface PsgcBarangayRow {
  psgcCode: string;
  regCode: string;
  munCityCode: string;
  brgyName: string;
}

/** Rows of data/ph-geo/zip (SOURCES.md §2 and §5). */
export interface ZipRawRow {
  province: string;
  municipality: string;
  zip: string;
}

export interface NcrZipRow {
  city: string;
  zip: string;
}

export interface RawGeographyData {
  regions: PsgcRegionRow[];
  provinces: PsgcProvinceRow[];
  munCities: PsgcMunCityRow[];
  barangays: PsgcBarangayRow[];
  zipRaw: ZipRawRow[];
  zipToPsgc: Record<string, string[]>;
  ncrZip: NcrZipRow[];
  countriesCsv: string;
}

function readJson<T>(dataDir: string, path: string): T {
  return JSON.parse(readFileSync(join(dataDir, path), 'utf8')) as T;
}

/** Reads every source file exactly once. */
export function readGeographyData(dataDir: string): RawGeographyData {
  const psgc = 'ph-geo/psgc-2025-2q';
  return {
    regions: readJson(dataDir, `${psgc}/regions.json`),
    provinces: readJson(dataDir, `${psgc}/provinces.json`),
    munCities: readJson(dataDir, `${psgc}/muncities.json`),
    barangays: readJson(dataDir, `${psgc}/barangays.json`),
    zipRaw: readJson(dataDir, 'ph-geo/zip/zip-raw.json'),
    zipToPsgc: readJson(dataDir, 'ph-geo/zip/zip-to-psgc.json'),
    ncrZip: readJson(dataDir, 'ph-geo/zip/ncr-main-zip.json'),
    countriesCsv: readFileSync(join(dataDir, 'countries/country-codes.csv'), 'utf8'),
  };
}
