/** What the location repository answers besides plain directory entries (packages/db/src/location). */

/** A province (the spec's region) and how it is served. */
export interface Province {
  id: number;
  /** PH-n */
  code: string;
  name: string;
  allow_shipping: boolean;
  stock_source_code: string | null;
  /** a pickup pseudo-region (collect at a store): it never ships */
  is_pickup: boolean;
}

/** A city with what the delivery rule (deliverySourceFor) reads of it and of its province. */
export interface CityDeliverySources {
  city_id: number;
  city_name: string;
  /** overrides the province's source (Metro Manila cities are split between stores) */
  city_source: string | null;
  province_id: number;
  province_allow_shipping: boolean;
  province_is_pickup: boolean;
  province_source: string | null;
}

/** A barangay with its city and province: everything needed to place and serve an address. */
export interface BarangayArea extends CityDeliverySources {
  barangay_id: number;
  barangay_name: string;
  barangay_postcode: string | null;
  city_postcode: string | null;
  province_code: string;
  province_name: string;
}
