import { type ShoppingList, type ShoppingListItem, type ShoppingListSummary, sharerName } from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import { countedRows } from '../counted-rows';
import type { DB } from '../schema';
import { deletedAny, updatedAny, updatedRows } from '../affected-rows';

/** A shopping_lists row (and whatever was selected with it) with is_default as a boolean. */
function listOf<T extends { is_default: number }>(row: T): Omit<T, 'is_default'> & { is_default: boolean } {
  return { ...row, is_default: row.is_default === 1 };
}

/** A list another customer reads, with who shared it: the owner's first name, never the e-mail (issue 29). */
function readableListOf<T extends { is_default: number; owner_firstname: string | null }>(row: T) {
  const { owner_firstname, ...rest } = row;
  return { ...listOf(rest), shared_by: owner_firstname === null ? null : sharerName(owner_firstname) };
}

/**
 * Shopping lists (issue 15): a customer's own lists, the lists shared with them by e-mail, share links (only
 * the token's hash is stored) and past purchases read from checkout's orders. Every read by list id takes the
 * reader, so another customer's list is simply not found.
 */
export function createListsRepository(db: Kysely<DB>) {
  const listColumns = ['l.id', 'l.customer_id', 'l.name', 'l.is_default', 'l.created_at', 'l.updated_at'] as const;
  return {
    /** The customer's default list, created on first use (one per customer, even under concurrent calls). */
    async defaultList(customerId: number, name: string, now: string): Promise<ShoppingList> {
      await db
        .insertInto('shopping_lists')
        .values({
          customer_id: customerId,
          name,
          is_default: 1,
          default_of: customerId,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('default_of').doNothing())
        .execute();
      return listOf(
        await db
          .selectFrom('shopping_lists as l')
          .select(listColumns)
          .where('l.customer_id', '=', customerId)
          .where('l.is_default', '=', 1)
          .executeTakeFirstOrThrow(),
      );
    },

    async create(customerId: number, name: string, now: string): Promise<ShoppingList> {
      return listOf(
        await db
          .insertInto('shopping_lists')
          .values({ customer_id: customerId, name, is_default: 0, created_at: now, updated_at: now })
          .returning(['id', 'customer_id', 'name', 'is_default', 'created_at', 'updated_at'])
          .executeTakeFirstOrThrow(),
      );
    },

    async countOwned(customerId: number): Promise<number> {
      return countedRows(db.selectFrom('shopping_lists').where('customer_id', '=', customerId));
    },

    /** The customer's own lists (default first) and the lists shared with them, with their item counts. */
    async summaries(customerId: number): Promise<ShoppingListSummary[]> {
      const rows = await db
        .selectFrom('shopping_lists as l')
        .leftJoin('shopping_list_recipients as r', (j) =>
          j.onRef('r.list_id', '=', 'l.id').on('r.customer_id', '=', customerId),
        )
        .innerJoin('customers as owner', 'owner.id', 'l.customer_id')
        .select(listColumns)
        .select((eb) => [
          eb
            .selectFrom('shopping_list_items as i')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('i.list_id', '=', 'l.id')
            .as('item_count'),
          sql<
            string | null
          >`case when l.customer_id = ${customerId} then null else coalesce(owner.firstname, '') end`.as(
            'owner_firstname',
          ),
        ])
        .where((eb) => eb.or([eb('l.customer_id', '=', customerId), eb('r.customer_id', '=', customerId)]))
        .orderBy(sql`case when l.customer_id = ${customerId} then 0 else 1 end`)
        .orderBy('l.is_default', 'desc')
        .orderBy('l.id')
        .limit(200)
        .execute();
      return rows.map((r) => readableListOf({ ...r, item_count: Number(r.item_count ?? 0) }));
    },

    /** The list if the customer owns it. */
    async owned(customerId: number, listId: number): Promise<ShoppingList | undefined> {
      const row = await db
        .selectFrom('shopping_lists as l')
        .select(listColumns)
        .where('l.id', '=', listId)
        .where('l.customer_id', '=', customerId)
        .executeTakeFirst();
      return row && listOf(row);
    },

    /** The list if the customer owns it or it was shared with them (then with the owner's first name). */
    async readable(
      customerId: number,
      listId: number,
    ): Promise<(ShoppingList & { shared_by: string | null }) | undefined> {
      const row = await db
        .selectFrom('shopping_lists as l')
        .innerJoin('customers as owner', 'owner.id', 'l.customer_id')
        .select(listColumns)
        .select(
          sql<
            string | null
          >`case when l.customer_id = ${customerId} then null else coalesce(owner.firstname, '') end`.as(
            'owner_firstname',
          ),
        )
        .where('l.id', '=', listId)
        .where((eb) =>
          eb.or([
            eb('l.customer_id', '=', customerId),
            eb.exists(
              eb
                .selectFrom('shopping_list_recipients as r')
                .select('r.list_id')
                .whereRef('r.list_id', '=', 'l.id')
                .where('r.customer_id', '=', customerId),
            ),
          ]),
        )
        .executeTakeFirst();
      return row && readableListOf(row);
    },

    async rename(listId: number, name: string, now: string): Promise<void> {
      await db.updateTable('shopping_lists').set({ name, updated_at: now }).where('id', '=', listId).execute();
    },

    async remove(listId: number): Promise<void> {
      await db.deleteFrom('shopping_lists').where('id', '=', listId).execute();
    },

    async items(listId: number): Promise<ShoppingListItem[]> {
      return db
        .selectFrom('shopping_list_items')
        .select(['id as item_id', 'product_id', 'qty', 'note'])
        .where('list_id', '=', listId)
        .orderBy('id')
        .limit(1000)
        .execute();
    },

    async countItems(listId: number): Promise<number> {
      return countedRows(db.selectFrom('shopping_list_items').where('list_id', '=', listId));
    },

    /** Adds a product (an existing item's quantity grows, up to maxQty; a given note replaces the old one). */
    async addItem(
      listId: number,
      item: { product_id: number; qty: number; note: string | null },
      maxQty: number,
      now: string,
    ): Promise<void> {
      await db
        .insertInto('shopping_list_items')
        .values({ list_id: listId, product_id: item.product_id, qty: item.qty, note: item.note, created_at: now })
        .onConflict((oc) =>
          oc.columns(['list_id', 'product_id']).doUpdateSet({
            qty: sql<number>`case when shopping_list_items.qty + excluded.qty > ${maxQty} then ${maxQty} else shopping_list_items.qty + excluded.qty end`,
            note: sql<string | null>`coalesce(excluded.note, shopping_list_items.note)`,
          }),
        )
        .execute();
      await db.updateTable('shopping_lists').set({ updated_at: now }).where('id', '=', listId).execute();
    },

    /** Sets an item's quantity and note; false when the list has no such product. */
    async updateItem(
      listId: number,
      productId: number,
      change: { qty: number; note: string | null },
    ): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('shopping_list_items')
          .set({ qty: change.qty, note: change.note })
          .where('list_id', '=', listId)
          .where('product_id', '=', productId),
      );
    },

    async removeItem(listId: number, productId: number): Promise<boolean> {
      return deletedAny(
        db.deleteFrom('shopping_list_items').where('list_id', '=', listId).where('product_id', '=', productId),
      );
    },

    /** Copies every item of one list into another (existing items keep theirs). */
    async copyItems(fromListId: number, toListId: number, now: string): Promise<void> {
      await db
        .insertInto('shopping_list_items')
        .columns(['list_id', 'product_id', 'qty', 'note', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('shopping_list_items')
            .select([sql.lit(toListId).as('list_id'), 'product_id', 'qty', 'note', sql.lit(now).as('created_at')])
            .where('list_id', '=', fromListId)
            .orderBy('id'),
        )
        .onConflict((oc) => oc.columns(['list_id', 'product_id']).doNothing())
        .execute();
    },

    async createLink(listId: number, tokenHash: string, now: string): Promise<void> {
      await db
        .insertInto('shopping_list_links')
        .values({ list_id: listId, token_hash: tokenHash, created_at: now })
        .execute();
    },

    /** Revokes every live link of the list; answers how many. */
    async revokeLinks(listId: number, now: string): Promise<number> {
      return updatedRows(
        db
          .updateTable('shopping_list_links')
          .set({ revoked_at: now })
          .where('list_id', '=', listId)
          .where('revoked_at', 'is', null),
      );
    },

    async hasLiveLink(listId: number): Promise<boolean> {
      const row = await db
        .selectFrom('shopping_list_links')
        .select('id')
        .where('list_id', '=', listId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The list a live link opens, with its owner's first name (who shared it). */
    async byLinkHash(tokenHash: string) {
      const row = await db
        .selectFrom('shopping_list_links as k')
        .innerJoin('shopping_lists as l', 'l.id', 'k.list_id')
        .innerJoin('customers as owner', 'owner.id', 'l.customer_id')
        .select(listColumns)
        .select(sql<string>`coalesce(owner.firstname, '')`.as('owner_firstname'))
        .where('k.token_hash', '=', tokenHash)
        .where('k.revoked_at', 'is', null)
        .executeTakeFirst();
      return row && readableListOf(row);
    },

    async customerByEmail(email: string) {
      return db
        .selectFrom('customers')
        .select(['id', 'email', 'firstname'])
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    /** Shares with a customer; false when it already was. */
    async addRecipient(listId: number, customerId: number, now: string): Promise<boolean> {
      const rows = await db
        .insertInto('shopping_list_recipients')
        .values({ list_id: listId, customer_id: customerId, created_at: now })
        .onConflict((oc) => oc.columns(['list_id', 'customer_id']).doNothing())
        .returning('list_id')
        .execute();
      return rows.length > 0;
    },

    /** Products the customer bought through checkout, most recent first (past-purchase/mine). */
    async pastPurchases(customerId: number, limit: number) {
      return db
        .selectFrom('order_lines as ol')
        .innerJoin('orders as o', 'o.id', 'ol.order_id')
        .select([
          'ol.product_id',
          (eb) => eb.fn.max('o.created_at').as('last_bought_at'),
          (eb) => eb.fn.sum<number>('ol.qty').as('qty'),
        ])
        .where('o.customer_id', '=', customerId)
        .where('ol.product_id', '>', 0)
        .where('o.status', 'not in', ['holded', 'canceled'])
        .groupBy('ol.product_id')
        .orderBy('last_bought_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** One of the customer's orders by increment id, with its catalogue lines (add from a past order). */
    async orderLines(customerId: number, incrementId: string) {
      return db
        .selectFrom('order_lines as ol')
        .innerJoin('orders as o', 'o.id', 'ol.order_id')
        .select(['ol.product_id', 'ol.qty'])
        .where('o.customer_id', '=', customerId)
        .where('o.increment_id', '=', incrementId)
        .where('ol.product_id', '>', 0)
        .orderBy('ol.id')
        .limit(500)
        .execute();
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
