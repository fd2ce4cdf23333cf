import type { DB } from '@sulit/db';
import { stepPrice } from '@sulit/domain';
import type { Kysely } from 'kysely';
import { plainProducts } from './plain-products';
import { setStockQty } from './stock';

/**
 * A plain own-store product turned into one sold by weight (decision 043): `pricePerKg` centavos a kg, ordered in
 * 250 g steps with a 10 % held margin, its shelf price one step's; plenty of stock at `source`.
 */
export async function weighedProduct(
  db: Kysely<DB>,
  { source, pricePerKg }: { source: string; pricePerKg: number },
): Promise<{ id: number; sku: string }> {
  const product = await plainProducts(db, { source, minQty: 10 }).select(['p.id', 'p.sku']).executeTakeFirstOrThrow();
  await setStockQty(db, product.id, source, 100_000);
  await db
    .updateTable('products')
    .set({
      price: stepPrice({ price_per_kg: pricePerKg, step_grams: 250 }),
      special_price: null,
      price_per_kg: pricePerKg,
      weight_step_grams: 250,
      weight_margin_percent: 10,
    })
    .where('id', '=', product.id)
    .execute();
  return product;
}
