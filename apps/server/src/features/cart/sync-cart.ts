import type { CartSyncItem, CartSyncResponse } from '@sulit/contracts/cart';
import { applySyncItems, isSellableAt, stockAt } from '@sulit/domain';
import { type CartContext, type CartTarget, catalogueProducts } from './cart-context';
import { syncView } from './cart-views';
import { priceCart } from './price-cart';

/**
 * Add to cart, change a quantity, remove (qty 0): applies a sync payload in one locked transaction. Failing
 * items are reported as values, the others apply; the answer carries the cart and its totals from one pricing.
 */
export async function syncCart(
  { carts, clock }: CartContext,
  { cart, mask, source, shopper }: CartTarget,
  items: readonly CartSyncItem[],
): Promise<CartSyncResponse> {
  const now = clock();
  return carts.inCartTransaction(cart.id, async (repo) => {
    const current = await repo.lines(cart.id);
    // One read of the catalogue for the payload's skus and the cart's lines together.
    const products = catalogueProducts(
      await repo.products.bySkusOrIds(
        { skus: [...new Set(items.map((i) => i.sku))], ids: [...new Set(current.map((l) => l.product_id))] },
        source,
        now,
      ),
    );
    const bySku = new Map(products.filter((p) => p.enabled).map((p) => [p.sku, p]));
    const outcome = applySyncItems(
      current,
      items.map((item) => ({
        sku: item.sku,
        qty: item.qty,
        specialInstruction: item.specialInstruction ?? null,
        ...(item.line_id !== undefined ? { line_id: item.line_id } : {}),
      })),
      (sku) => {
        const product = bySku.get(sku);
        if (!product) return undefined;
        return {
          product_id: product.id,
          stock: isSellableAt(product, source, now) ? stockAt(product, source, now) : 0,
          promo_tag: product.promo_tag,
        };
      },
    );
    if (outcome.changes.length > 0) await repo.replaceLines(cart.id, outcome.lines, now.toISOString());
    if (source !== null && source !== cart.source_code)
      await repo.updateCart(cart.id, { source_code: source }, now.toISOString());
    const priced = await priceCart(repo, cart, source, shopper, now, { lines: outcome.lines, products });
    return syncView(priced, mask, outcome.failures);
  });
}
