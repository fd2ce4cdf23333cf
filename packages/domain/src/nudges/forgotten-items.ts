/**
 * "Did you forget it?" in the mini-cart (spec §7 minicart/mine/didyouforgetit and its guest variant): what the
 * shopper bought before, latest first, then the store's best sellers, never what is already in the cart or out
 * of stock. Pure: the caller reads the purchase history, the best sellers and the cart.
 */

/** Decided: the mini-cart has room for a short row; the cart page shows the same list. */
export const FORGOTTEN_ITEMS_LIMIT = 10;

interface Suggestible {
  sku: string;
  stock_qty: number;
}

export function forgottenItems<T extends Suggestible>(input: {
  /** the shopper's past purchases as the store sells them now, latest first (none for a guest) */
  bought: readonly T[];
  /** the best sellers at the shopper's store, best first */
  bestSellers: readonly T[];
  /** skus in the cart now */
  inCart: ReadonlySet<string>;
  limit?: number;
}): T[] {
  const limit = input.limit ?? FORGOTTEN_ITEMS_LIMIT;
  const picked: T[] = [];
  const seen = new Set<string>();
  for (const item of [...input.bought, ...input.bestSellers]) {
    if (picked.length >= limit) break;
    if (seen.has(item.sku) || input.inCart.has(item.sku) || item.stock_qty <= 0) continue;
    seen.add(item.sku);
    picked.push(item);
  }
  return picked;
}
