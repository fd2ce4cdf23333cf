import type { SourceCode } from '@sulit/domain/shared/store-constants';

/** NCR has no province in PSGC; the store treats it as one region. */
export const METRO_MANILA = 'Metro Manila';
export const NCR_REG_CODE = '13';

/** The 8 BARMM municipalities of provCode 999 have no province row; PSA calls the area this. */
export const SPECIAL_GEOGRAPHIC_AREA = {
  name: 'Special Geographic Area',
  regCode: '19',
  provCode: '999',
} as const;

/** The City of Manila's 14 districts (provCode 806) are one city for the store. */
export const CITY_OF_MANILA = {
  name: 'City of Manila',
  regCode: '13',
  provCode: '806',
} as const;

/** Spec §3 fallback region list: provinces that ship, and from which stock source. */
export const SHIPPING_PROVINCES: Readonly<Record<string, SourceCode>> = {
  [METRO_MANILA]: 'balintawak',
  Batangas: 'alabang',
  Cavite: 'alabang',
  Laguna: 'alabang',
  Bulacan: 'balintawak',
  Cebu: 'cebu',
  Rizal: 'arcovia',
};

/** Spec §3: Metro Manila cities are split between four stores (PSGC names). */
export const METRO_MANILA_CITY_SOURCES: Readonly<Record<string, SourceCode>> = {
  'Quezon City': 'balintawak',
  'City of Caloocan': 'balintawak',
  'City of Malabon': 'balintawak',
  'City of Navotas': 'balintawak',
  'City of Valenzuela': 'balintawak',
  'City of Manila': 'otis',
  'City of San Juan': 'otis',
  'City of Mandaluyong': 'otis',
  'City of Pasig': 'arcovia',
  'City of Marikina': 'arcovia',
  'City of Taguig': 'arcovia',
  Pateros: 'arcovia',
  'City of Makati': 'arcovia',
  'City of Muntinlupa': 'alabang',
  'City of Las Piñas': 'alabang',
  'City of Parañaque': 'alabang',
  'Pasay City': 'alabang',
};

/**
 * Cities outside NCR that PSGC lists without a province (the HUCs, which provinces.json lists as if they
 * were provinces, and the City of Isabela): the province they lie in.
 */
export const DETACHED_CITY_PROVINCES: Readonly<Record<string, string>> = {
  'City of Angeles': 'Pampanga',
  'City of Bacolod': 'Negros Occidental',
  'City of Baguio': 'Benguet',
  'City of Butuan': 'Agusan del Norte',
  'City of Cagayan De Oro': 'Misamis Oriental',
  'City of Cebu': 'Cebu',
  'City of Davao': 'Davao del Sur',
  'City of General Santos': 'South Cotabato',
  'City of Iligan': 'Lanao del Norte',
  'City of Iloilo': 'Iloilo',
  'City of Isabela': 'Basilan',
  'City of Lapu-Lapu': 'Cebu',
  'City of Lucena': 'Quezon',
  'City of Mandaue': 'Cebu',
  'City of Olongapo': 'Zambales',
  'City of Puerto Princesa': 'Palawan',
  'City of Tacloban': 'Leyte',
  'City of Zamboanga': 'Zamboanga del Sur',
};
