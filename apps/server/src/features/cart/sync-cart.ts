import type { CartSyncItem, CartSyncResponse } from '@sulit/contracts/cart';
import {
  applySyncItems,
  isSellableAt,
  manilaDate,
  MEMBERSHIP_LINE_MAX_QTY,
  MEMBERSHIP_MESSAGES,
  membershipLineProductId,
  membershipPurchaseProblem,
  stockAt,
} from '@sulit/domain';
import {
  type CartContext,
  type CartTarget,
  cartMembership,
  catalogueProducts,
  membershipCards,
  type MembershipSyncFailure,
} from './cart-context';
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
    // One read of the catalogue for the payload's skus and the cart's lines together (card lines by sku).
    const read = await repo.products.bySkusOrIds(
      {
        skus: [...new Set([...items.map((i) => i.sku), ...current.filter((l) => l.product_id < 0).map((l) => l.sku)])],
        ids: [...new Set(current.filter((l) => l.product_id > 0).map((l) => l.product_id))],
      },
      source,
      now,
    );
    const products = catalogueProducts(read);
    const cards = new Map(membershipCards(read).map((c) => [c.sku, c]));
    const membership = cards.size > 0 ? await cartMembership(repo, shopper, now) : null;
    // Membership cards (decision 010): a renewal or extension needs a card on the account; one of each.
    const refused: MembershipSyncFailure[] = [];
    items.forEach((item, item_index) => {
      const card = cards.get(item.sku);
      if (!card || item.qty <= 0) return;
      const problem = membershipPurchaseProblem(card, membership?.facts ?? null, manilaDate(now));
      if (problem) {
        refused.push({
          ok: false,
          code: 'membership_not_allowed',
          message: `${MEMBERSHIP_MESSAGES.addToCartFailed}. ${problem}`,
          sku: item.sku,
          item_index,
        });
      }
    });
    const refusedIndexes = new Set(refused.map((f) => f.item_index));
    const kept = items.map((_, i) => i).filter((i) => !refusedIndexes.has(i));
    const bySku = new Map(products.filter((p) => p.enabled).map((p) => [p.sku, p]));
    const outcome = applySyncItems(
      current,
      kept.map((i) => {
        const item = items[i]!;
        return {
          sku: item.sku,
          qty: cards.has(item.sku) ? Math.min(item.qty, MEMBERSHIP_LINE_MAX_QTY) : item.qty,
          specialInstruction: item.specialInstruction ?? null,
          ...(item.line_id !== undefined ? { line_id: item.line_id } : {}),
        };
      }),
      (sku) => {
        const card = cards.get(sku);
        if (card) return { product_id: membershipLineProductId(sku), stock: card.stock, promo_tag: null };
        const product = bySku.get(sku);
        if (!product) return undefined;
        return {
          product_id: product.id,
          stock: isSellableAt(product, source, now) ? stockAt(product, source, now) : 0,
          promo_tag: product.promo_tag,
        };
      },
      { guest: cart.customer_id === null },
    );
    // applySyncItems numbered the kept items: report failures under the caller's indexes.
    const failures = [
      ...refused,
      ...outcome.failures.map((f) => ({ ...f, item_index: kept[f.item_index] ?? f.item_index })),
    ];
    if (outcome.changes.length > 0) await repo.replaceLines(cart.id, outcome.lines, now.toISOString());
    if (source !== null && source !== cart.source_code)
      await repo.updateCart(cart.id, { source_code: source }, now.toISOString());
    const priced = await priceCart(repo, cart, source, shopper, now, {
      lines: outcome.lines,
      products: read,
      membership,
    });
    return syncView(priced, mask, failures);
  });
}
