import type { BarangayTable, CityTable, StoreTable } from '@sulit/db';
import { PHYSICAL_STORES, type SourceCode } from '@sulit/domain/shared/store-constants';
import type { Insertable } from 'kysely';

interface StoreAddress {
  street: string;
  cityPsgcCode: string;
  /** PSGC barangay name; null where the exact barangay is not certain. */
  barangay: string | null;
  /**
   * A finer ZIP than the data gives the city (Paco district, as in ncr-main-zip.json), or one the data
   * lacks (Region VII is missing from the PHLPost scrape).
   */
  postcode?: string;
  telephone: string;
  latitude: number;
  longitude: number;
}

const STORE_ADDRESSES: Readonly<Record<SourceCode, StoreAddress>> = {
  balintawak: {
    street: 'EDSA corner Balintawak',
    cityPsgcCode: '1381300000', // Quezon City
    barangay: 'Apolonio Samson',
    telephone: '(02) 8362 4100',
    latitude: 14.6576,
    longitude: 121.0019,
  },
  otis: {
    street: 'Paz M. Guanzon St, Paco',
    cityPsgcCode: '1380600000', // City of Manila
    barangay: null,
    postcode: '1007',
    telephone: '(02) 8524 3300',
    latitude: 14.5862,
    longitude: 120.9995,
  },
  arcovia: {
    street: 'Arcovia City, E. Rodriguez Jr. Ave (C-5)',
    cityPsgcCode: '1381200000', // City of Pasig
    barangay: 'Ugong',
    telephone: '(02) 8706 2200',
    latitude: 14.587,
    longitude: 121.0806,
  },
  alabang: {
    street: 'Madrigal Ave corner Alabang–Zapote Rd',
    cityPsgcCode: '1380800000', // City of Muntinlupa
    // Formerly Ayala Alabang, which holds the Madrigal Business Park.
    barangay: 'New Alabang Village',
    telephone: '(02) 8842 5500',
    latitude: 14.419,
    longitude: 121.0225,
  },
  cebu: {
    street: 'A.S. Fortuna St',
    cityPsgcCode: '0731300000', // City of Mandaue
    barangay: 'Banilad',
    postcode: '6014',
    telephone: '(032) 345 6700',
    latitude: 10.338,
    longitude: 123.917,
  },
};

/** The five physical stores, linked to their city, real province and barangay. */
export function buildStores(
  cities: readonly Insertable<CityTable>[],
  barangays: readonly Insertable<BarangayTable>[],
): Insertable<StoreTable>[] {
  const cityByPsgc = new Map(cities.map((c) => [c.psgc_code, c]));
  return PHYSICAL_STORES.map((store, index) => {
    const address = STORE_ADDRESSES[store.sourceCode];
    const city = cityByPsgc.get(address.cityPsgcCode);
    if (!city) throw new Error(`geography: store ${store.name} city ${address.cityPsgcCode} not found`);
    const barangay =
      address.barangay === null
        ? undefined
        : barangays.find((b) => b.city_id === city.id && b.name === address.barangay);
    if (address.barangay !== null && !barangay) {
      throw new Error(`geography: store ${store.name} barangay ${address.barangay} not found`);
    }
    const postcode = address.postcode ?? barangay?.postcode ?? city.postcode;
    if (!postcode) throw new Error(`geography: store ${store.name} has no postcode`);
    return {
      source_code: store.sourceCode,
      name: store.name,
      street: address.street,
      city_name: city.name,
      city_id: city.id,
      province_id: city.province_id,
      barangay_id: barangay?.id ?? null,
      postcode,
      telephone: address.telephone,
      opening_hours: store.hours,
      latitude: address.latitude,
      longitude: address.longitude,
      sort_order: index + 1,
    };
  });
}
