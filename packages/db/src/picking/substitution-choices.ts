import { DEFAULT_SUBSTITUTION, isSubstitutionChoice, OWN_SELLER_ID, type SubstitutionChoice } from '@sulit/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../schema';
import { updatedRows } from '../affected-rows';
import './picking-tables';

/**
 * Placing an order copies each cart line's substitution choice onto its order line (the account's default, else
 * "similar", for a line without one), in the placing transaction: the columns of the line `sku` as it is inserted.
 */
export const substitutionChoiceOf = (order: { cart_id: number; customer_id: number }, sku: string) => ({
  substitution: sql<string>`coalesce(
    (select ci.substitution from cart_items ci where ci.cart_id = ${order.cart_id} and ci.sku = ${sku}),
    (select c.substitution_default from customers c where c.id = ${order.customer_id}),
    ${DEFAULT_SUBSTITUTION})`,
  substitute_product_id: sql<number | null>`(select ci.substitute_product_id from cart_items ci
    where ci.cart_id = ${order.cart_id} and ci.sku = ${sku} and ci.substitution = 'specific')`,
});

/** The shopper's choices (issue 36): per line of the active cart, the account's default, the related items. */
export function createSubstitutionChoices(db: Kysely<DB>) {
  return {
    async cartLines(customerId: number) {
      const rows = await db
        .selectFrom('cart_items as i')
        .innerJoin('carts as c', 'c.id', 'i.cart_id')
        .select(['i.line_id', 'i.product_id', 'i.sku', 'i.substitution', 'i.substitute_product_id'])
        .where('c.customer_id', '=', customerId)
        .where('c.is_active', '=', 1)
        .where('c.ordered_at', 'is', null)
        .orderBy('i.position')
        .execute();
      return rows.map((r) => ({ ...r, substitution: isSubstitutionChoice(r.substitution) ? r.substitution : null }));
    },
    /** Sets one line of the customer's active cart; false when the line is not theirs. */
    async setCartLineChoice(
      customerId: number,
      lineId: string,
      choice: SubstitutionChoice,
      substituteProductId: number | null,
    ): Promise<boolean> {
      const carts = db
        .selectFrom('carts')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('is_active', '=', 1)
        .where('ordered_at', 'is', null);
      return (
        (await updatedRows(
          db
            .updateTable('cart_items')
            .set({ substitution: choice, substitute_product_id: substituteProductId })
            .where('line_id', '=', lineId)
            .where('cart_id', 'in', carts),
        )) === 1
      );
    },
    async defaultOf(customerId: number): Promise<SubstitutionChoice | null> {
      const row = await db
        .selectFrom('customers')
        .select('substitution_default')
        .where('id', '=', customerId)
        .executeTakeFirst();
      return row && isSubstitutionChoice(row.substitution_default) ? row.substitution_default : null;
    },
    async setDefault(customerId: number, choice: SubstitutionChoice): Promise<void> {
      await db.updateTable('customers').set({ substitution_default: choice }).where('id', '=', customerId).execute();
    },
    /** The product's related items a shopper may name: the own store's, same leaf category, best sellers first. */
    async similarProductIds(productId: number, limit: number): Promise<number[]> {
      return (await similarProductIdsOf(db, [productId], limit)).get(productId) ?? [];
    },
    /** `similarProductIds` of several products in one read (a cart's lines), by product id. */
    similarProductIdsOf: (productIds: readonly number[], limit: number) => similarProductIdsOf(db, productIds, limit),
  };
}

/**
 * Each product's related items: enabled products of the own store in its leaf category, itself left out, best
 * sellers (90 days) first, then by id; at most `limit` each. One statement for any number of products.
 */
async function similarProductIdsOf(
  db: Kysely<DB>,
  productIds: readonly number[],
  limit: number,
): Promise<Map<number, number[]>> {
  const related = new Map<number, number[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return related;
  const rows = await sql<{ for_id: number; id: number }>`select for_id, id from (
      select base.id as for_id, p.id,
        row_number() over (partition by base.id order by p.sold_90d desc, p.id) as nth
      from products base
      join products p on p.category_id = base.category_id and p.id <> base.id
      where base.id in (${sql.join([...new Set(productIds)])})
        and p.seller_id = ${OWN_SELLER_ID} and p.status = 1
    ) ranked where nth <= ${limit} order by for_id, nth`.execute(db);
  for (const row of rows.rows) related.get(row.for_id)?.push(row.id);
  return related;
}
