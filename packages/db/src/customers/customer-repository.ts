import type { Customer, CustomerChanges, NewCustomerAccount } from '@sulit/domain';
import type { Kysely, Selectable, Updateable } from 'kysely';
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

/** A customers row as the domain's Customer: 0/1 columns as booleans, the password hash left out. */
export function customerOf(row: Selectable<CustomerTable>): Customer {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    dob: row.dob,
    phone: row.phone,
    is_subscribed: row.is_subscribed === 1,
    group_id: row.group_id,
    auto_created: row.auto_created === 1,
    has_temp_pass: row.has_temp_pass === 1,
    is_customer_support: row.is_customer_support === 1,
    location_source_code: row.location_source_code,
    location_label: row.location_label,
    location_is_pickup: row.location_is_pickup === 1,
    location_province_id: row.location_province_id,
    location_city_id: row.location_city_id,
    location_barangay_id: row.location_barangay_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function changesOf(changes: CustomerChanges, now: string): Updateable<CustomerTable> {
  const { is_subscribed, has_temp_pass, ...text } = changes;
  return {
    ...text,
    ...(is_subscribed !== undefined ? { is_subscribed: is_subscribed ? 1 : 0 } : {}),
    ...(has_temp_pass !== undefined ? { has_temp_pass: has_temp_pass ? 1 : 0 } : {}),
    updated_at: now,
  };
}

/** Customer records by e-mail or id (the aggregate root of the customers feature). */
export function createCustomerRepository(db: Kysely<DB>) {
  const byColumn = (column: 'email' | 'id', value: string | number) =>
    db.selectFrom('customers').selectAll().where(column, '=', value).executeTakeFirst();

  return {
    async byEmail(email: string): Promise<Customer | undefined> {
      const row = await byColumn('email', email);
      return row && customerOf(row);
    },

    async byId(id: number): Promise<Customer | undefined> {
      const row = await byColumn('id', id);
      return row && customerOf(row);
    },

    /** The account and its password hash, for a log-in by e-mail (the only reads of the hash). */
    async credentialsByEmail(email: string): Promise<{ customer: Customer; passwordHash: string } | undefined> {
      const row = await byColumn('email', email);
      return row && { customer: customerOf(row), passwordHash: row.password_hash };
    },

    async passwordHashOf(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('customers').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash;
    },

    /** Inserts a customer; null when the e-mail is already taken (unique index). */
    async insert(account: NewCustomerAccount, now: string): Promise<number | null> {
      const { auto_created, ...fields } = account;
      const result = await db
        .insertInto('customers')
        .values({ ...newCustomerRow({ ...fields, now }), auto_created: auto_created ? 1 : 0 })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return result?.id ?? null;
    },

    async update(id: number, changes: CustomerChanges, now: string): Promise<boolean> {
      return updatedAny(db.updateTable('customers').set(changesOf(changes, now)).where('id', '=', id));
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
