import { type Customer, isSourceCode, type ShopperLocation } from '@sulit/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** The location columns of a customer. */
export type SavedLocationColumns = Pick<
  Customer,
  | 'location_source_code'
  | 'location_label'
  | 'location_is_pickup'
  | 'location_province_id'
  | 'location_city_id'
  | 'location_barangay_id'
>;

/** The location saved on an account, or null when none (or an unknown store) is saved. The one mapping. */
export function savedLocationOf(row: SavedLocationColumns): ShopperLocation | null {
  if (row.location_source_code === null || !isSourceCode(row.location_source_code)) return null;
  return {
    source_code: row.location_source_code,
    label: row.location_label ?? '',
    is_pickup: row.location_is_pickup,
    province_id: row.location_province_id,
    city_id: row.location_city_id,
    barangay_id: row.location_barangay_id,
  };
}

/** The shopper location saved on customer accounts; only the location feature writes it. */
export function createShopperLocationRepository(db: Kysely<DB>) {
  return {
    async save(customerId: number, location: ShopperLocation, now: string): Promise<void> {
      await db
        .updateTable('customers')
        .set({
          location_source_code: location.source_code,
          location_label: location.label,
          location_is_pickup: location.is_pickup ? 1 : 0,
          location_province_id: location.province_id,
          location_city_id: location.city_id,
          location_barangay_id: location.barangay_id,
          updated_at: now,
        })
        .where('id', '=', customerId)
        .execute();
    },
  };
}

export type ShopperLocationRepository = ReturnType<typeof createShopperLocationRepository>;
