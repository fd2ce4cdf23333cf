import type { Generated } from 'kysely';

/**
 * The directory tables (countries, PSGC regions, provinces, cities, barangays), the stores and notify-me requests
 * (migrations 0001 and 0004). `schema.ts` lists them in the one `DB` interface.
 */

export interface CountryTable {
  /** ISO 3166-1 alpha-2, e.g. PH */
  id: string;
  name: string;
  iso3: string;
  dial_code: string | null;
}

/** The 18 PSGC administrative regions (NCR, CAR, Region I…); provinces belong to one. */
export interface AdminRegionTable {
  psgc_code: string;
  name: string;
}

/** The spec's "region": a province (or Metro Manila, or a store-collection pseudo-region). */
export interface ProvinceTable {
  id: number;
  /** PH-n */
  code: string;
  name: string;
  psgc_code: string | null;
  admin_region_code: string | null;
  allow_shipping: number;
  stock_source_code: string | null;
  /** 1 for the pickup pseudo-regions (collect at a store); they never ship. */
  is_pickup: number;
  sort_order: number;
}

export interface CityTable {
  id: number;
  province_id: number;
  name: string;
  psgc_code: string;
  postcode: string | null;
  /** Overrides the province's source (Metro Manila cities are split between four stores). */
  stock_source_code: string | null;
}

/** The spec's "township". */
export interface BarangayTable {
  id: number;
  city_id: number;
  name: string;
  psgc_code: string;
  postcode: string | null;
}

/** A physical store; its source_code is the stock source (alabang, arcovia, balintawak, cebu, otis). */
export interface StoreTable {
  source_code: string;
  name: string;
  street: string;
  city_name: string;
  city_id: number | null;
  province_id: number | null;
  barangay_id: number | null;
  postcode: string;
  telephone: string;
  opening_hours: string;
  latitude: number;
  longitude: number;
  sort_order: number;
}

export interface LocationNotifyRequestTable {
  id: Generated<number>;
  email: string | null;
  customer_id: number | null;
  province_id: number;
  city_id: number;
  barangay_id: number | null;
  created_at: string;
}
