import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../connection';
import { deletedAny } from '../affected-rows';
import { countedRows } from '../counted-rows';
import { insertedRow } from '../inserted-row';
import type { DB } from '../schema';

/** A wishlist row as the feature reads it. */
export interface WishlistEntry {
  product_id: number;
  added_at: string;
}

/**
 * The wishlist (issue 31): one row per customer and product (the primary key makes adding idempotent), bounded
 * in the same statement that adds. SQLite runs that statement under its one write lock; PostgreSQL's snapshot
 * would let two adds count the same rows, so there the customer's row is locked first and adds queue up.
 */
export function createWishlistRepository(db: Kysely<DB>, engine: DatabaseEngine) {
  const boundedInsert = (conn: Kysely<DB>, customerId: number, productId: number, max: number, now: string) =>
    insertedRow(
      conn
        .insertInto('wishlist_items')
        .columns(['customer_id', 'product_id', 'added_at'])
        .expression(
          conn
            .selectNoFrom([
              // typed, for PostgreSQL cannot guess a bare parameter's type in a select list
              sql<number>`cast(${customerId} as integer)`.as('customer_id'),
              sql<number>`cast(${productId} as integer)`.as('product_id'),
              sql<string>`cast(${now} as text)`.as('added_at'),
            ])
            .where(sql<boolean>`(select count(*) from wishlist_items where customer_id = ${customerId}) < ${max}`),
        )
        .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing()),
    );
  return {
    /** Adds the product unless it is there or the wishlist holds `max` already: true when this call added it. */
    async add(customerId: number, productId: number, max: number, now: string): Promise<boolean> {
      if (engine === 'sqlite') return boundedInsert(db, customerId, productId, max, now);
      return db.transaction().execute(async (trx) => {
        await sql`select id from customers where id = ${customerId} for update`.execute(trx);
        return boundedInsert(trx, customerId, productId, max, now);
      });
    },

    async has(customerId: number, productId: number): Promise<boolean> {
      const row = await db
        .selectFrom('wishlist_items')
        .select('product_id')
        .where('customer_id', '=', customerId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async remove(customerId: number, productId: number): Promise<boolean> {
      return deletedAny(
        db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).where('product_id', '=', productId),
      );
    },

    async count(customerId: number): Promise<number> {
      return countedRows(db.selectFrom('wishlist_items').where('customer_id', '=', customerId));
    },

    /** A page of the wishlist, the latest added first. */
    async page(customerId: number, limit: number, offset: number): Promise<WishlistEntry[]> {
      return db
        .selectFrom('wishlist_items')
        .select(['product_id', 'added_at'])
        .where('customer_id', '=', customerId)
        .orderBy('added_at', 'desc')
        .orderBy('product_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Every product id on the wishlist (bounded by the wishlist's limit): the hearts on tiles read it. */
    async productIds(customerId: number, max: number): Promise<number[]> {
      const rows = await db
        .selectFrom('wishlist_items')
        .select('product_id')
        .where('customer_id', '=', customerId)
        .orderBy('added_at', 'desc')
        .limit(max)
        .execute();
      return rows.map((r) => r.product_id);
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
