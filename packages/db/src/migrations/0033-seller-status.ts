import { type Kysely, sql } from 'kysely';

const STATUSES = ['pending', 'approved', 'suspended'];

/**
 * Third-party sellers' standing (issue 35, decision 035): sellers.status, moved by the console along the
 * domain's SELLER_STANDING_TRANSITIONS. is_active stays what the storefront reads (1 only while approved); the
 * console's one conditional update sets both. Existing sellers are approved, an inactive one suspended.
 * Frozen once merged.
 */
export function sellerStatus() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('sellers')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('approved')
            .check(sql.raw(`status in (${STATUSES.map((s) => `'${s}'`).join(', ')})`)),
        )
        .execute();
      await sql`update sellers set status = 'suspended' where is_active <> 1`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('sellers').dropColumn('status').execute();
    },
  };
}
