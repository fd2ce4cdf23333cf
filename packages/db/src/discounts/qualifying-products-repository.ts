import type { Kysely } from 'kysely';
import { writeOpsAudit } from '../ops/ops-audit';
import type { DB } from '../schema';

export interface QualifyingProductRow {
  product_id: number;
  sku: string;
  name: string;
  size: string;
  /** the basic necessity or prime commodity category, null when the product does not qualify */
  category: string | null;
}

/** The console's list of goods and whether each qualifies for the special discount (decision 038). */
export function createQualifyingProductsRepository(db: Kysely<DB>) {
  return {
    /**
     * Own-store goods by name or SKU (case-insensitive), qualifying ones first, then by name; `only` keeps the
     * qualifying ones. At most `limit` rows.
     */
    async list(filter: {
      q: string | null;
      only: boolean;
      limit: number;
      productId?: number;
    }): Promise<QualifyingProductRow[]> {
      let query = db
        .selectFrom('products')
        .leftJoin('special_discount_products as q', 'q.product_id', 'products.id')
        .select(['products.id as product_id', 'products.sku', 'products.name', 'products.size', 'q.category'])
        .where('products.product_type', '=', 'simple');
      if (filter.productId !== undefined) query = query.where('products.id', '=', filter.productId);
      if (filter.only) query = query.where('q.product_id', 'is not', null);
      if (filter.q) {
        // LIKE's wildcards are dropped from the words (no ESCAPE clause both engines read alike)
        const like = `%${filter.q.toLowerCase().replace(/[%_\\]/g, '')}%`;
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['products.name']), 'like', eb.val(like)),
            eb(eb.fn('lower', ['products.sku']), 'like', eb.val(like)),
          ]),
        );
      }
      return query
        .orderBy((eb) => eb.case().when('q.product_id', 'is', null).then(1).else(0).end())
        .orderBy('products.name')
        .orderBy('products.id')
        .limit(filter.limit)
        .execute();
    },

    /** Marks (a category) or unmarks (null) a product, with its audit row in one transaction; false if unknown. */
    async mark(productId: number, category: string | null, staffId: number, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const product = await trx.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
        if (!product) return false;
        const before = await trx
          .selectFrom('special_discount_products')
          .select('category')
          .where('product_id', '=', productId)
          .executeTakeFirst();
        if (category === null)
          await trx.deleteFrom('special_discount_products').where('product_id', '=', productId).execute();
        else
          await trx
            .insertInto('special_discount_products')
            .values({ product_id: productId, category, marked_by: staffId, marked_at: now })
            .onConflict((oc) => oc.column('product_id').doUpdateSet({ category, marked_by: staffId, marked_at: now }))
            .execute();
        await writeOpsAudit(
          trx,
          {
            staff_id: staffId,
            action: 'special-discount-products.mark',
            entity: `product:${productId}`,
            before: { category: before?.category ?? null },
            after: { category },
          },
          now,
        );
        return true;
      });
    },
  };
}

export type QualifyingProductsRepository = ReturnType<typeof createQualifyingProductsRepository>;
