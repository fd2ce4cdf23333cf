import { type Kysely, type Updateable, sql } from 'kysely';
import type { CustomerAddressTable, CustomerTable, DB, NewCustomer, NewCustomerAddress } from '../schema';

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

/**
 * Customers and everything that hangs off them: addresses, sessions, reset tokens, the e-mail outbox,
 * login throttle counters and used captcha challenges. Every address read or write takes the owner's id,
 * so one customer can never reach another's rows.
 */
export function createCustomerRepository(db: Kysely<DB>) {
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
    // --- customers ---------------------------------------------------------------------------------
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
      const result = await db.updateTable('customers').set(patch).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    // --- addresses ---------------------------------------------------------------------------------
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

    // --- sessions ----------------------------------------------------------------------------------
    async insertSession(row: { token_hash: string; customer_id: number; created_at: string; expires_at: string }) {
      await db
        .insertInto('customer_sessions')
        .values({ ...row, revoked_at: null })
        .execute();
    },

    async sessionByHash(tokenHash: string) {
      return db
        .selectFrom('customer_sessions')
        .select(['id', 'customer_id', 'created_at', 'expires_at', 'revoked_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async revokeSession(tokenHash: string, at: string): Promise<void> {
      await db
        .updateTable('customer_sessions')
        .set({ revoked_at: at })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllSessions(customerId: number, at: string): Promise<void> {
      await db
        .updateTable('customer_sessions')
        .set({ revoked_at: at })
        .where('customer_id', '=', customerId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeOtherSessions(customerId: number, keepTokenHash: string, at: string): Promise<void> {
      await db
        .updateTable('customer_sessions')
        .set({ revoked_at: at })
        .where('customer_id', '=', customerId)
        .where('token_hash', '!=', keepTokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    // --- password reset tokens ---------------------------------------------------------------------
    async insertResetToken(row: { token_hash: string; customer_id: number; created_at: string; expires_at: string }) {
      await db
        .insertInto('password_reset_tokens')
        .values({ ...row, used_at: null })
        .execute();
    },

    async resetTokenByHash(tokenHash: string) {
      return db
        .selectFrom('password_reset_tokens')
        .select(['id', 'customer_id', 'created_at', 'expires_at', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Marks a token used; false when it already was (two concurrent redemptions: only one wins). */
    async useResetToken(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** After a password change every outstanding reset link of the customer stops working. */
    async retireResetTokens(customerId: number, at: string): Promise<void> {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: at })
        .where('customer_id', '=', customerId)
        .where('used_at', 'is', null)
        .execute();
    },

    // --- outbox ------------------------------------------------------------------------------------
    async addToOutbox(row: {
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
      link: string | null;
      created_at: string;
    }): Promise<void> {
      await db.insertInto('outbox_emails').values(row).execute();
    },

    async outbox(limit: number) {
      return db.selectFrom('outbox_emails').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },

    // --- throttling --------------------------------------------------------------------------------
    /**
     * Counts one hit on `key` in a fixed window ending `windowEndsAt` (a new window starts when the old
     * one has passed). One atomic upsert, so concurrent instances share the count.
     */
    async hit(key: string, now: string, windowEndsAt: string): Promise<{ hits: number; window_ends_at: string }> {
      return db
        .insertInto('auth_throttle')
        .values({ key, hits: 1, window_ends_at: windowEndsAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when auth_throttle.window_ends_at <= ${now} then 1 else auth_throttle.hits + 1 end`,
            window_ends_at: sql<string>`case when auth_throttle.window_ends_at <= ${now} then ${windowEndsAt} else auth_throttle.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
    },

    async peek(key: string) {
      return db
        .selectFrom('auth_throttle')
        .select(['hits', 'window_ends_at'])
        .where('key', '=', key)
        .executeTakeFirst();
    },

    async clearHits(key: string): Promise<void> {
      await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
    },

    // --- captcha -----------------------------------------------------------------------------------
    /** Records a redeemed challenge; false when it was redeemed before (replay). */
    async markCaptchaUsed(challengeId: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('captcha_used')
        .values({ challenge_id: challengeId, used_at: at })
        .onConflict((oc) => oc.column('challenge_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
export type CustomerAddressView = NonNullable<Awaited<ReturnType<CustomerRepository['addressOf']>>>;
