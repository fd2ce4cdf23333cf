import { type Insertable, type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import type { DB } from '../schema';

/** Bound parameters per statement, under SQLite's 32 766 and PostgreSQL's 65 535. */
const MAX_PARAMETERS = 30_000;

/** Tables the demo data owns, children before parents, so they can be cleared in this order. */
const DEMO_TABLES = [
  'invoices',
  'invoice_serials',
  'buyer_tax_registrations',
  'product_vat_classes',
  'special_discount_uses',
  'discount_ids',
  'special_discount_products',
  'seller_tax_registrations',
  'enquiry_attachments',
  'enquiry_cases',
  'faq_articles',
  'idempotency_keys',
  'order_lines',
  'order_sellers',
  'orders',
  'checkout_sessions',
  'slot_holds',
  'delivery_slots',
  'membership_cc_signups',
  'membership_activations',
  'membership_reminders',
  'customer_memberships',
  'membership_cards',
  'voucher_usages',
  'vouchers',
  'cart_items',
  'carts',
  'customer_sessions',
  'password_reset_tokens',
  'customer_addresses',
  'customers',
  'json_pages',
  'json_widgets',
  'banners',
  'cms_pages',
  'promotion_pages',
  'global_config',
  'promotion_products',
  'promotions',
  'product_campaigns',
  'product_stock',
  'products',
  'membership_products',
  'sellers',
  'categories',
  'stores',
  'barangays',
  'cities',
  'provinces',
  'admin_regions',
  'countries',
  'app_meta',
] as const satisfies readonly (keyof DB)[];

const TABLES_WITH_IDENTITY = [
  'products',
  'product_campaigns',
  'promotions',
  'membership_products',
  'json_pages',
  'banners',
  'cms_pages',
  'customers',
  'customer_addresses',
  'vouchers',
  'customer_memberships',
  'faq_articles',
] as const;

export function createSeedRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  return {
    async isEmpty(): Promise<boolean> {
      const row = await db.selectFrom('app_meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
      return row === undefined;
    },

    async meta(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },

    /** Runs the whole load in one transaction: a half-loaded store is never visible. */
    async inTransaction<T>(work: (writer: SeedWriter) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(createSeedWriter(trx, engine)));
    },
  };
}

export type SeedWriter = ReturnType<typeof createSeedWriter>;

function createSeedWriter(trx: Kysely<DB>, engine: DatabaseEngine) {
  return {
    async clearDemoData(): Promise<void> {
      for (const table of DEMO_TABLES) await trx.deleteFrom(table).execute();
    },

    /** Inserts rows in statements sized to stay under the engine's parameter limit. */
    async insertMany<T extends keyof DB & string>(table: T, rows: readonly Insertable<DB[T]>[]): Promise<void> {
      const first = rows[0];
      if (!first) return;
      const columns = Object.keys(first).length;
      const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
      for (let i = 0; i < rows.length; i += chunk) {
        // Kysely cannot relate a generic table name to its row type; the signature above keeps callers exact.
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + chunk) as never)
          .execute();
      }
    },

    async setMeta(key: string, value: string): Promise<void> {
      await trx.deleteFrom('app_meta').where('key', '=', key).execute();
      await trx.insertInto('app_meta').values({ key, value }).execute();
    },

    /** After explicit ids were inserted, PostgreSQL's identity counters must move past them. */
    async resetIdentitySequences(): Promise<void> {
      if (engine !== 'postgres') return;
      for (const table of TABLES_WITH_IDENTITY) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      }
    },

    async analyze(): Promise<void> {
      await sql`analyze`.execute(trx);
    },
  };
}
