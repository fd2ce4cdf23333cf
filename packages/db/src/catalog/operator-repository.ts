import { type Kysely, sql } from 'kysely';
import { insertedRow } from '../inserted-row';
import { type OpsAuditEntry, writeOpsAudit } from '../ops/ops-audit';
import type { DB } from '../schema';

/** A product as staff find it for its stock: raw quantity per store (null: the store has no row). */
export interface StockProduct {
  id: number;
  sku: string;
  name: string;
  seller_id: string;
  status: number;
  stock: { source_code: string; qty: number | null }[];
}

/** What the console's conditional write says: it changed the row, or the row holds something else now. */
export type StockWrite = { kind: 'changed' } | { kind: 'changed_meanwhile'; now: number | null };

/** The console's side of a stock write: the quantity it saw, and who to record in ops_audit. */
export interface StockWriteGuard {
  /** the raw quantity the operator saw (null: no row); the write happens only if the row still holds it */
  expected: number | null;
  audit: Pick<OpsAuditEntry, 'staff_id' | 'action'>;
  now: string;
}

/**
 * What a store operator changes by hand (issue 15's demo: lower a price, restock a product; issue 35's console:
 * stock per store). The price-watch and back-in-stock detectors notice these changes on their next run; nothing
 * here sends alerts itself. `npm run operator` and the console write stock through the same `setStock`.
 */
export function createOperatorRepository(db: Kysely<DB>) {
  async function qtyAt(trx: Kysely<DB>, productId: number, source: string): Promise<number | null> {
    const row = await trx
      .selectFrom('product_stock')
      .select('qty')
      .where('product_id', '=', productId)
      .where('source_code', '=', source)
      .executeTakeFirst();
    return row ? row.qty : null;
  }

  /**
   * Products whose sku is `q` or whose name contains it (case-insensitive), best sellers first, each with its
   * raw stock at every store of `stores`.
   */
  async function stockSearch(
    by: { q: string } | { id: number },
    stores: readonly string[],
    limit: number,
  ): Promise<StockProduct[]> {
    let query = db
      .selectFrom('products as p')
      .select(['p.id', 'p.sku', 'p.name', 'p.seller_id', 'p.status'])
      .where('p.product_type', '=', 'simple');
    if ('id' in by) query = query.where('p.id', '=', by.id);
    else {
      // LIKE's own wildcards in the typed text are taken literally by dropping them
      const words = by.q.replace(/[%_\\]/g, '').toLowerCase();
      query = query.where((eb) =>
        eb.or([eb('p.sku', '=', by.q), eb(sql<string>`lower(p.name)`, 'like', `%${words}%`)]),
      );
    }
    const products = await query.orderBy('p.sold_90d', 'desc').orderBy('p.id').limit(limit).execute();
    if (products.length === 0 || stores.length === 0) return products.map((p) => ({ ...p, stock: [] }));
    const rows = await db
      .selectFrom('product_stock')
      .select(['product_id', 'source_code', 'qty'])
      .where(
        'product_id',
        'in',
        products.map((p) => p.id),
      )
      .where('source_code', 'in', [...stores])
      .execute();
    return products.map((p) => ({
      ...p,
      stock: stores.map((source) => ({
        source_code: source,
        qty: rows.find((r) => r.product_id === p.id && r.source_code === source)?.qty ?? null,
      })),
    }));
  }

  return {
    stockSearch,

    async product(sku: string) {
      return db
        .selectFrom('products')
        .select(['id', 'sku', 'name', 'price', 'special_price'])
        .where('sku', '=', sku)
        .executeTakeFirst();
    },

    /** One product by id with its stock at `stores` (the console's stores in scope). */
    async stockOf(productId: number, stores: readonly string[]): Promise<StockProduct | undefined> {
      const [found] = await stockSearch({ id: productId }, stores, 1);
      return found;
    },

    /**
     * Sets the everyday selling price: below the regular price it is the sale price (special_price), otherwise
     * the regular price itself with no sale.
     */
    async setPrice(productId: number, regular: number, centavos: number): Promise<void> {
      await db
        .updateTable('products')
        .set(centavos < regular ? { special_price: centavos } : { price: centavos, special_price: null })
        .where('id', '=', productId)
        .execute();
    },

    /**
     * Sets the quantity on hand at a store (a stock row is created when the store had none). With a guard (the
     * console) the write is conditional on the quantity the operator saw, and its ops_audit row commits with it:
     * of two operators saving from the same quantity, or 50 identical requests, one changes the row.
     */
    async setStock(productId: number, source: string, qty: number, guard?: StockWriteGuard): Promise<StockWrite> {
      if (!guard) {
        await db
          .insertInto('product_stock')
          .values({ product_id: productId, source_code: source, qty })
          .onConflict((oc) => oc.columns(['product_id', 'source_code']).doUpdateSet({ qty }))
          .execute();
        return { kind: 'changed' };
      }
      return db.transaction().execute(async (trx) => {
        const { expected } = guard;
        const written =
          expected === null
            ? await insertedRow(
                trx
                  .insertInto('product_stock')
                  .values({ product_id: productId, source_code: source, qty })
                  .onConflict((oc) => oc.columns(['product_id', 'source_code']).doNothing()),
              )
            : Number(
                (
                  await trx
                    .updateTable('product_stock')
                    .set({ qty })
                    .where('product_id', '=', productId)
                    .where('source_code', '=', source)
                    .where('qty', '=', expected)
                    .executeTakeFirst()
                ).numUpdatedRows,
              ) === 1;
        if (!written) return { kind: 'changed_meanwhile' as const, now: await qtyAt(trx, productId, source) };
        await writeOpsAudit(
          trx,
          {
            ...guard.audit,
            entity: `stock:${productId}:${source}`,
            before: { qty: expected },
            after: { qty },
          },
          guard.now,
        );
        return { kind: 'changed' as const };
      });
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
