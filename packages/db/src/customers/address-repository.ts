import { type Kysely, type Updateable, sql } from 'kysely';
import type { DB } from '../schema';
import type { CustomerAddressTable, NewCustomerAddress } from './customer-tables';
import { deletedAny, updatedAny } from '../affected-rows';
import { countedRows } from '../counted-rows';

/** Serialises a customer's address-book writes: a no-op update takes the row lock (PostgreSQL) or the
 * database write lock (SQLite) at the start of the transaction. */
async function lockOwner(trx: Kysely<DB>, customerId: number): Promise<void> {
  await trx
    .updateTable('customers')
    .set({ updated_at: sql<string>`updated_at` })
    .where('id', '=', customerId)
    .execute();
}

/** The customer's delivery addresses (store pickup addresses are not in the book's count). */
function deliveryAddressesOf(db: Kysely<DB>, customerId: number) {
  return db.selectFrom('customer_addresses').where('customer_id', '=', customerId).where('is_store_pickup', '=', 0);
}

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
      return countedRows(deliveryAddressesOf(db, customerId));
    },

    async insertAddress(row: NewCustomerAddress): Promise<number> {
      const result = await db.insertInto('customer_addresses').values(row).returning('id').executeTakeFirstOrThrow();
      return result.id;
    },

    async updateAddress(customerId: number, addressId: number, patch: Updateable<CustomerAddressTable>) {
      return updatedAny(
        db
          .updateTable('customer_addresses')
          .set(patch)
          .where('id', '=', addressId)
          .where('customer_id', '=', customerId),
      );
    },

    /**
     * Adds a delivery address; the customer's first one becomes default shipping and billing (spec §3).
     * The owner's row is locked first (a no-op update: a row lock on PostgreSQL, the write lock on SQLite),
     * so parallel first addresses take turns and exactly one becomes the default; the partial unique
     * indexes of migration 0006 make a second default impossible whatever the code does.
     */
    async insertDeliveryAddress(row: Omit<NewCustomerAddress, 'is_default_shipping' | 'is_default_billing'>) {
      return db.transaction().execute(async (trx) => {
        await lockOwner(trx, row.customer_id);
        const first = (await countedRows(deliveryAddressesOf(trx, row.customer_id))) === 0 ? 1 : 0;
        const inserted = await trx
          .insertInto('customer_addresses')
          .values({ ...row, is_default_shipping: first, is_default_billing: first })
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      });
    },

    /**
     * Makes one address the default shipping and/or billing one, clearing the flag on the others first (two
     * statements, so the one-default index never sees two at once), under the owner's lock.
     */
    async setDefaultAddress(customerId: number, addressId: number, which: { shipping: boolean; billing: boolean }) {
      await db.transaction().execute(async (trx) => {
        await lockOwner(trx, customerId);
        for (const column of [
          ...(which.shipping ? (['is_default_shipping'] as const) : []),
          ...(which.billing ? (['is_default_billing'] as const) : []),
        ]) {
          await trx
            .updateTable('customer_addresses')
            .set({ [column]: 0 })
            .where('customer_id', '=', customerId)
            .where('id', '!=', addressId)
            .where(column, '=', 1)
            .execute();
          await trx
            .updateTable('customer_addresses')
            .set({ [column]: 1 })
            .where('customer_id', '=', customerId)
            .where('id', '=', addressId)
            .where('is_store_pickup', '=', 0)
            .execute();
        }
      });
    },

    async deleteAddress(customerId: number, addressId: number): Promise<boolean> {
      return deletedAny(
        db.deleteFrom('customer_addresses').where('id', '=', addressId).where('customer_id', '=', customerId),
      );
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
export type CustomerAddressView = NonNullable<Awaited<ReturnType<AddressRepository['addressOf']>>>;
