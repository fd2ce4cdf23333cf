import { createOperatorRepository, type DB } from '@sulit/db';
import type { Kysely } from 'kysely';

/** A product's raw stock at a store: what placing an order takes and a cancelled order gives back. */
export async function stockQty(db: Kysely<DB>, productId: number, source: string): Promise<number> {
  const row = await db
    .selectFrom('product_stock')
    .select('qty')
    .where('product_id', '=', productId)
    .where('source_code', '=', source)
    .executeTakeFirstOrThrow();
  return row.qty;
}

/** Sets a product's stock at a store, as the store operator's command does. */
export async function setStockQty(db: Kysely<DB>, productId: number, source: string, qty: number): Promise<void> {
  await createOperatorRepository(db).setStock(productId, source, qty);
}
