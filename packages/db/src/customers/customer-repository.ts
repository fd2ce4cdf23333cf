import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../schema';
import type { CustomerTable, NewCustomer } from './customer-tables';
import { updatedAny } from '../affected-rows';

/** A new customer row: who they are, everything else at its starting value (no membership, no location). */
export function newCustomerRow(fields: {
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  is_subscribed: boolean;
  now: string;
}): NewCustomer {
  return {
    email: fields.email,
    password_hash: fields.password_hash,
    firstname: fields.firstname,
    lastname: fields.lastname,
    dob: null,
    phone: null,
    is_subscribed: fields.is_subscribed ? 1 : 0,
    group_id: 1,
    auto_created: 0,
    has_temp_pass: 0,
    is_customer_support: 0,
    membership_code: null,
    membership_type: null,
    membership_package: null,
    membership_name: null,
    membership_expires_on: null,
    membership_renew_price: null,
    location_source_code: null,
    location_label: null,
    location_is_pickup: 0,
    location_province_id: null,
    location_city_id: null,
    location_barangay_id: null,
    created_at: fields.now,
    updated_at: fields.now,
  };
}

/** Customer records by e-mail or id (the aggregate root of the customers feature). */
export function createCustomerRepository(db: Kysely<DB>) {
  return {
    async byEmail(email: string) {
      return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async byId(id: number) {
      return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Inserts a customer; null when the e-mail is already taken (unique index). */
    async insert(row: NewCustomer): Promise<number | null> {
      const result = await db
        .insertInto('customers')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return result?.id ?? null;
    },

    async update(id: number, patch: Updateable<CustomerTable>): Promise<boolean> {
      return updatedAny(db.updateTable('customers').set(patch).where('id', '=', id));
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
