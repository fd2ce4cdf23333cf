import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { autoIdColumn } from './helpers';

/**
 * Customers, addresses, sessions, password-reset tokens, the e-mail outbox, login throttling counters,
 * used captcha challenges and "notify me when you deliver here" requests.
 * Secrets are stored hashed: password_hash (scrypt), token_hash (SHA-256 of a 256-bit random token).
 * Frozen once merged: later changes are new migrations.
 */
export function customers(engine: DatabaseEngine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('customers')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        /** stored lower-case */
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('lastname', 'text', (c) => c.notNull())
        .addColumn('dob', 'text')
        .addColumn('phone', 'text')
        .addColumn('is_subscribed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('group_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('auto_created', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('has_temp_pass', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_customer_support', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('membership_code', 'text')
        .addColumn('membership_type', 'text')
        .addColumn('membership_package', 'text')
        .addColumn('membership_name', 'text')
        .addColumn('membership_expires_on', 'text')
        .addColumn('membership_renew_price', 'integer')
        .addColumn('location_source_code', 'text')
        .addColumn('location_label', 'text')
        .addColumn('location_is_pickup', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('location_province_id', 'integer')
        .addColumn('location_city_id', 'integer')
        .addColumn('location_barangay_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('customer_addresses')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('lastname', 'text', (c) => c.notNull())
        .addColumn('company', 'text')
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('building_name', 'text')
        .addColumn('landmark', 'text')
        .addColumn('location_label', 'text')
        .addColumn('telephone', 'text', (c) => c.notNull())
        .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
        .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
        .addColumn('barangay_id', 'integer', (c) => c.references('barangays.id'))
        .addColumn('postcode', 'text', (c) => c.notNull())
        .addColumn('country_id', 'text', (c) => c.notNull().defaultTo('PH'))
        .addColumn('is_default_shipping', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_default_billing', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_go_green', 'integer', (c) => c.notNull().defaultTo(0))
        /** 1: built from a store record for pickup; kept apart from delivery addresses */
        .addColumn('is_store_pickup', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('store_source_code', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('customer_addresses_customer_idx')
        .on('customer_addresses')
        .columns(['customer_id', 'is_store_pickup', 'id'])
        .execute();

      await db.schema
        .createTable('customer_sessions')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        /** SHA-256 (hex) of the bearer/cookie token; the token itself is never stored */
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('customer_sessions_customer_idx')
        .on('customer_sessions')
        .columns(['customer_id'])
        .execute();

      await db.schema
        .createTable('password_reset_tokens')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_customer_idx')
        .on('password_reset_tokens')
        .columns(['customer_id'])
        .execute();

      await db.schema
        .createTable('outbox_emails')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      /** Fixed-window counters for login throttling when Redis is not configured. */
      await db.schema
        .createTable('auth_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('window_ends_at', 'text', (c) => c.notNull())
        .execute();

      /** ALTCHA challenge ids already redeemed (replay protection across instances). */
      await db.schema
        .createTable('captcha_used')
        .addColumn('challenge_id', 'text', (c) => c.primaryKey())
        .addColumn('used_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('location_notify_requests')
        .addColumn('id', 'integer', (c) => autoIdColumn(engine, c))
        .addColumn('email', 'text')
        .addColumn('customer_id', 'integer')
        .addColumn('province_id', 'integer', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull())
        .addColumn('barangay_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'location_notify_requests',
        'captcha_used',
        'auth_throttle',
        'outbox_emails',
        'password_reset_tokens',
        'customer_sessions',
        'customer_addresses',
        'customers',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
