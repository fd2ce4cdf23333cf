import type { BarangayArea, CityDeliverySources, Province } from '@sulit/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../schema';
import type { LocationNotifyRequestTable } from './location-tables';

/** The province's 0/1 flags as booleans. */
function provinceOf<R extends { allow_shipping: number; is_pickup: number }>(row: R) {
  return { ...row, allow_shipping: row.allow_shipping === 1, is_pickup: row.is_pickup === 1 };
}

/** The delivery rule's province flags as booleans. */
function areaOf<R extends { province_allow_shipping: number; province_is_pickup: number }>(row: R) {
  return {
    ...row,
    province_allow_shipping: row.province_allow_shipping === 1,
    province_is_pickup: row.province_is_pickup === 1,
  };
}

/** Directory reads (countries, provinces, cities, barangays, stores) and notify-me requests. */
export function createLocationRepository(db: Kysely<DB>) {
  const provinceQuery = () =>
    db.selectFrom('provinces').select(['id', 'code', 'name', 'allow_shipping', 'stock_source_code', 'is_pickup']);
  const cityQuery = () =>
    db.selectFrom('cities').select(['id', 'name', 'province_id', 'postcode', 'stock_source_code']);

  /** Cities with their province and the stock sources the delivery rule (deliverySourceFor) reads. */
  const citiesWithDeliverySources = () =>
    db
      .selectFrom('cities as c')
      .innerJoin('provinces as p', 'p.id', 'c.province_id')
      .select([
        'c.id as city_id',
        'c.name as city_name',
        'c.stock_source_code as city_source',
        'p.id as province_id',
        'p.allow_shipping as province_allow_shipping',
        'p.is_pickup as province_is_pickup',
        'p.stock_source_code as province_source',
      ]);

  return {
    async countries() {
      return db.selectFrom('countries').select(['id', 'name', 'iso3']).orderBy('name').execute();
    },

    async country(id: string) {
      return db.selectFrom('countries').select(['id', 'name', 'iso3']).where('id', '=', id).executeTakeFirst();
    },

    async provinces(): Promise<Province[]> {
      return (await provinceQuery().orderBy('sort_order').orderBy('name').execute()).map(provinceOf);
    },

    async province(id: number): Promise<Province | undefined> {
      const row = await provinceQuery().where('id', '=', id).executeTakeFirst();
      return row && provinceOf(row);
    },

    async citiesOf(provinceId: number) {
      return cityQuery().where('province_id', '=', provinceId).orderBy('name').execute();
    },

    async city(id: number) {
      return cityQuery().where('id', '=', id).executeTakeFirst();
    },

    async barangaysOf(cityId: number) {
      return db
        .selectFrom('barangays')
        .select(['id', 'name', 'city_id', 'postcode'])
        .where('city_id', '=', cityId)
        .orderBy('name')
        .execute();
    },

    /** A barangay with its city and province: everything needed to place and serve an address. */
    async barangayArea(barangayId: number): Promise<BarangayArea | undefined> {
      const row = await db
        .selectFrom('barangays as b')
        .innerJoin('cities as c', 'c.id', 'b.city_id')
        .innerJoin('provinces as p', 'p.id', 'c.province_id')
        .select([
          'b.id as barangay_id',
          'b.name as barangay_name',
          'b.postcode as barangay_postcode',
          'c.id as city_id',
          'c.name as city_name',
          'c.postcode as city_postcode',
          'c.stock_source_code as city_source',
          'p.id as province_id',
          'p.code as province_code',
          'p.name as province_name',
          'p.allow_shipping as province_allow_shipping',
          'p.is_pickup as province_is_pickup',
          'p.stock_source_code as province_source',
        ])
        .where('b.id', '=', barangayId)
        .executeTakeFirst();
      return row && areaOf(row);
    },

    /** A city with its province (check-location by city). */
    async cityArea(cityId: number): Promise<CityDeliverySources | undefined> {
      const row = await citiesWithDeliverySources().where('c.id', '=', cityId).executeTakeFirst();
      return row && areaOf(row);
    },

    /**
     * Every city of a province that ships (pickup pseudo-regions aside), with the sources the delivery rule
     * reads; the service keeps the cities some store serves.
     */
    async shippingCities(): Promise<(CityDeliverySources & { province_name: string })[]> {
      const rows = await citiesWithDeliverySources()
        .select('p.name as province_name')
        .where('p.allow_shipping', '=', 1)
        .where('p.is_pickup', '=', 0)
        .orderBy('p.sort_order')
        .orderBy('p.name')
        .orderBy('c.name')
        .execute();
      return rows.map(areaOf);
    },

    async stores() {
      return db.selectFrom('stores').selectAll().orderBy('sort_order').execute();
    },

    async store(sourceCode: string) {
      return db.selectFrom('stores').selectAll().where('source_code', '=', sourceCode).executeTakeFirst();
    },

    async addNotifyRequest(row: Insertable<LocationNotifyRequestTable>): Promise<void> {
      await db.insertInto('location_notify_requests').values(row).execute();
    },
  };
}

export type LocationRepository = ReturnType<typeof createLocationRepository>;
