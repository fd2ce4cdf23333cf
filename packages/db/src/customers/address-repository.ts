import { type Kysely, type Updateable, sql } from 'kysely';
import type { CustomerAddressTable, DB, NewCustomerAddress } from '../schema';

/**
 * A customer's address book, with the province, city and barangay names joined. Every read or write takes the
 * owner's id, so one customer can never reach another's rows.
 */
export function createAddressRepository(db: Kysely<DB>) {
  const addressColumns = [
    'a.id',
    'a.customer_id',
    'a.firstname',
    'a.lastname',
    'a.company',
    'a.street',
    'a.building_name',
    'a.landmark',
    'a.location_label',
    'a.telephone',
    'a.province_id',
    'a.city_id',
    'a.barangay_id',
    'a.postcode',
    'a.country_id',
    'a.is_default_shipping',
    'a.is_default_billing',
    'a.allow_go_green',
    'a.is_store_pickup',
    'a.store_source_code',
    'a.created_at',
    'a.updated_at',
    'p.code as province_code',
    'p.name as province_name',
    'p.allow_shipping as province_allow_shipping',
    'p.is_pickup as province_is_pickup',
    'p.stock_source_code as province_source',
    'c.name as city_name',
    'c.stock_source_code as city_source',
    'b.name as barangay_name',
  ] as const;

  const addressQuery = () =>
    db
      .selectFrom('customer_addresses as a')
      .innerJoin('provinces as p', 'p.id', 'a.province_id')
      .innerJoin('cities as c', 'c.id', 'a.city_id')
      .leftJoin('barangays as b', 'b.id', 'a.barangay_id')
      .select(addressColumns);

  return {
    async addressesOf(customerId: number) {
      return addressQuery()
        .where('a.customer_id', '=', customerId)
        .orderBy('a.is_store_pickup')
        .orderBy('a.id')
        .execute();
    },

    /** The customer's own address; undefined for someone else's (callers answer 404). */
    async addressOf(customerId: number, addressId: number) {
      return addressQuery().where('a.customer_id', '=', customerId).where('a.id', '=', addressId).executeTakeFirst();
    },

    async countDeliveryAddresses(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('customer_addresses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .where('is_store_pickup', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insertAddress(row: NewCustomerAddress): Promise<number> {
      const result = await db.insertInto('customer_addresses').values(row).returning('id').executeTakeFirstOrThrow();
      return result.id;
    },

    async updateAddress(customerId: number, addressId: number, patch: Updateable<CustomerAddressTable>) {
      const result = await db
        .updateTable('customer_addresses')
        .set(patch)
        .where('id', '=', addressId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Makes one address the default shipping and/or billing one, clearing the flag on the others. */
    async setDefaultAddress(customerId: number, addressId: number, which: { shipping: boolean; billing: boolean }) {
      await db.transaction().execute(async (trx) => {
        if (which.shipping) {
          await trx
            .updateTable('customer_addresses')
            .set({ is_default_shipping: sql<number>`case when id = ${addressId} then 1 else 0 end` })
            .where('customer_id', '=', customerId)
            .where('is_store_pickup', '=', 0)
            .execute();
        }
        if (which.billing) {
          await trx
            .updateTable('customer_addresses')
            .set({ is_default_billing: sql<number>`case when id = ${addressId} then 1 else 0 end` })
            .where('customer_id', '=', customerId)
            .where('is_store_pickup', '=', 0)
            .execute();
        }
      });
    },

    async deleteAddress(customerId: number, addressId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('customer_addresses')
        .where('id', '=', addressId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
export type CustomerAddressView = NonNullable<Awaited<ReturnType<AddressRepository['addressOf']>>>;
