import type { ValidateCartResponse } from '@sulit/contracts/cart';
import { isSellableAt, type SkuAvailability, stockAt, validateCartStock } from '@sulit/domain';
import { type CartContext, catalogueProducts } from './cart-context';

/** validate-cart (spec §4 checkout step 5): invalid_qty and invalid_sku at the source. */
export async function validateCart(
  { carts, clock }: CartContext,
  items: readonly { sku: string; qty: number }[],
  source: string,
): Promise<ValidateCartResponse> {
  const now = clock();
  const products = catalogueProducts(
    await carts.products.bySkusOrIds({ skus: [...new Set(items.map((p) => p.sku))] }, source, now),
  );
  const availability = new Map<string, SkuAvailability>(
    products.map((p) => [p.sku, { sellable: isSellableAt(p, source, now), stock: stockAt(p, source, now) }]),
  );
  return validateCartStock(items, availability);
}
