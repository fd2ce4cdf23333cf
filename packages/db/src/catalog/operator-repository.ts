import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/**
 * What a store operator changes by hand (issue 15's demo: lower a price, restock a product). The price-watch and
 * back-in-stock detectors notice these changes on their next run; nothing here sends alerts itself.
 */
export function createOperatorRepository(db: Kysely<DB>) {
  return {
    async product(sku: string) {
      return db
        .selectFrom('products')
        .select(['id', 'sku', 'name', 'price', 'special_price'])
        .where('sku', '=', sku)
        .executeTakeFirst();
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

    /** Sets the quantity on hand at a store (a stock row is created when the store had none). */
    async setStock(productId: number, source: string, qty: number): Promise<void> {
      await db
        .insertInto('product_stock')
        .values({ product_id: productId, source_code: source, qty })
        .onConflict((oc) => oc.columns(['product_id', 'source_code']).doUpdateSet({ qty }))
        .execute();
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
