import { z } from 'zod';
import { IdParam, text } from './common';

/**
 * Location: provinces (the spec's "regions"), cities, barangays ("townships"), stores and the shopper's
 * chosen delivery area or pickup store. Paths:
 *   GET  /rest/V1/directory/countries            all countries (243)
 *   GET  /rest/V1/directory/countries/{id}       one country; PH carries available_regions (provinces)
 *   GET  /rest/V1/directory/region/{id}          a province with available_cities
 *   GET  /rest/V1/directory/city/{id}            a city with available_townships (barangays)
 *   GET  /rest/V1/sulit/check-location           is a barangay (or city) served, and from which source
 *   POST /rest/V1/ldmultistores/location/notifyaddress   "tell me when you deliver here"
 *   GET  /api/location/stores                     the five stores with hours (pickup tab)
 *   GET  /api/location                            the shopper's current location (or null)
 *   PUT  /api/location                            set it (cookie `sulit_location` + account for customers)
 */

export const SourceCode = z.enum(['balintawak', 'otis', 'arcovia', 'alabang', 'cebu']);
export type SourceCode = z.infer<typeof SourceCode>;

/** Name of the one location cookie (signed with @fastify/cookie; JSON value, see LocationCookieValue). */
export { LOCATION_COOKIE } from './wire-names';

export const RegionExtension = z.object({
  allow_shipping: z.boolean(),
  stock_source_code: text().nullable(),
  /** true for the store-collection pseudo-regions; they never ship */
  is_pickup: z.boolean(),
});

/** spec §3 Region/province: id, code (PH-n), name, extension_attributes. */
export const Region = z.object({
  id: z.number().int(),
  code: text(),
  name: text(),
  extension_attributes: RegionExtension,
});
export type Region = z.infer<typeof Region>;

export const City = z.object({
  id: z.number().int(),
  name: text(),
  region_id: z.number().int(),
  postcode: text().nullable(),
  extension_attributes: z.object({ stock_source_code: text().nullable() }),
});
export type City = z.infer<typeof City>;

/** A barangay (the spec's township). Its postcode is the address postcode. */
export const Township = z.object({
  id: z.number().int(),
  name: text(),
  city_id: z.number().int(),
  postcode: text().nullable(),
});
export type Township = z.infer<typeof Township>;

export const Country = z.object({
  id: text(),
  two_letter_abbreviation: text(),
  three_letter_abbreviation: text(),
  full_name_locale: text(),
  full_name_english: text(),
});
export type Country = z.infer<typeof Country>;

export const CountryList = z.array(Country);

/** GET /rest/V1/directory/countries/{id}: PH lists its provinces in available_regions. */
export const CountryDetail = Country.extend({ available_regions: z.array(Region) });
export type CountryDetail = z.infer<typeof CountryDetail>;

export const CountryIdParams = z.object({ id: text().regex(/^[A-Za-z]{2}$/) }).strict();
export const DirectoryIdParams = z.object({ id: IdParam }).strict();

/** GET /rest/V1/directory/region/{id} */
export const RegionDetail = Region.extend({ available_cities: z.array(City) });
export type RegionDetail = z.infer<typeof RegionDetail>;

/** GET /rest/V1/directory/city/{id} */
export const CityDetail = City.extend({ available_townships: z.array(Township) });
export type CityDetail = z.infer<typeof CityDetail>;

/** GET /rest/V1/sulit/check-location?township_id=… (or city_id=…) */
export const CheckLocationQuery = z
  .object({
    township_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    city_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export const CheckLocationResponse = z.object({
  region_id: z.number().int(),
  city_id: z.number().int(),
  township_id: z.number().int().nullable(),
  deliverable: z.boolean(),
  source_code: SourceCode.nullable(),
  /** 'We are currently not delivering to this area.' when not deliverable */
  message: text().nullable(),
});
export type CheckLocationResponse = z.infer<typeof CheckLocationResponse>;

/** POST /rest/V1/ldmultistores/location/notifyaddress */
export const NotifyAddressRequest = z
  .object({
    email: text().trim().max(254).optional(),
    region_id: IdParam,
    city_id: IdParam,
    township_id: IdParam.optional(),
  })
  .strict();
export const NotifyAddressResponse = z.object({ success: z.boolean(), message: text() });

/**
 * A physical store. Field names follow spec §3's store record (default_name, postcode, region_id,
 * city_name, city_id, township_id, stock_source_code, storeaddress, sourcecode, townshipid) plus hours.
 */
export const Store = z.object({
  sourcecode: SourceCode,
  stock_source_code: SourceCode,
  default_name: text(),
  storeaddress: text(),
  city_name: text(),
  city_id: z.number().int().nullable(),
  region_id: z.number().int().nullable(),
  township_id: z.number().int().nullable(),
  townshipid: z.number().int().nullable(),
  postcode: text(),
  telephone: text(),
  /** spec §2: '9am-6pm' (Cebu '9am-8pm') */
  opening_hours: text(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Store = z.infer<typeof Store>;
export const StoreList = z.object({ items: z.array(Store) });

export type StoreList = z.infer<typeof StoreList>;

/**
 * The static areas.json (spec §7, §3 "Delivery areas: a list"): every province and city the stores deliver to,
 * with the store that serves each city; every barangay of a listed city is served. Pickup works everywhere.
 */
export const DeliveryAreasFile = z.object({
  stores: z.array(z.object({ source_code: SourceCode, name: text(), address: text() })),
  provinces: z.array(
    z.object({
      id: z.number().int(),
      name: text(),
      cities: z.array(z.object({ id: z.number().int(), name: text(), source_code: SourceCode })),
    }),
  ),
});
export type DeliveryAreasFile = z.infer<typeof DeliveryAreasFile>;

/** PUT /api/location */
export const SetLocationRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delivery'), barangay_id: IdParam }).strict(),
  z.object({ type: z.literal('pickup'), source_code: SourceCode }).strict(),
]);
export type SetLocationRequest = z.infer<typeof SetLocationRequest>;

/** The chosen location; also the JSON inside the signed `sulit_location` cookie. */
export const ShopperLocation = z.object({
  source_code: SourceCode,
  /** what the header chip shows, e.g. 'Bagumbayan, Quezon City' or 'Alabang store' */
  label: text(),
  is_pickup: z.boolean(),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  barangay_id: z.number().int().nullable(),
});
export type ShopperLocation = z.infer<typeof ShopperLocation>;

/** GET /api/location: null when nothing is chosen yet. */
export const CurrentLocationResponse = z.object({ location: ShopperLocation.nullable() });
export type CurrentLocationResponse = z.infer<typeof CurrentLocationResponse>;
