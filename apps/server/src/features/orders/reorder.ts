import type { ReorderResponse } from '@sulit/contracts/orders';
import { MEMBERSHIP_PRODUCT_TYPE, ORDER_MESSAGES } from '@sulit/domain';
import { ownOrder } from './order-parts';
import type { OrdersDeps } from './orders-deps';

/**
 * Puts the goods of a past order back into the shopper's cart (quantities add to what the cart holds);
 * what is no longer sold, or out of stock at the shopper's store, is skipped with a notice. Membership
 * cards are not reordered (a membership is bought, renewed or extended on its own page).
 */
export async function reorder(
  deps: OrdersDeps,
  customerId: number,
  orderNumber: string,
  source: string | null,
): Promise<ReorderResponse> {
  const order = await ownOrder(deps, customerId, orderNumber);
  const lines = (await deps.orders.lines(order.id)).filter((l) => l.product_type !== MEMBERSHIP_PRODUCT_TYPE);
  const bySku = new Map<string, { sku: string; name: string; qty: number }>();
  for (const l of lines) {
    const seen = bySku.get(l.sku);
    bySku.set(l.sku, { sku: l.sku, name: l.name, qty: (seen?.qty ?? 0) + l.qty });
  }
  const wanted = [...bySku.values()];
  const { failedSkus } = wanted.length > 0 ? await deps.cart.addLines(customerId, wanted, source) : { failedSkus: [] };
  const failed = new Set(failedSkus);
  const added = wanted.filter((l) => !failed.has(l.sku));
  const skipped = wanted.filter((l) => failed.has(l.sku)).map(({ sku, name }) => ({ sku, name }));
  const message =
    added.length === 0
      ? ORDER_MESSAGES.reorderNothing
      : skipped.length > 0
        ? ORDER_MESSAGES.reorderSkipped(skipped.map((s) => s.name))
        : ORDER_MESSAGES.reorderAdded;
  return { added, skipped, message };
}
