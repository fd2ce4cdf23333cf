import { CART_MAX_LINE_QTY } from '@sulit/domain';
import type { CartService } from './cart-service';

/**
 * Adds quantities to a customer's cart at their store (a shopping list put into the cart): each sku's line
 * (line id = sku) grows by the given quantity through the one sync use-case, so stock rules, limits and failure
 * messages are the cart's own. Failures name the sku and the cart's message.
 */
export async function addToCustomerCart(
  service: CartService,
  customerId: number,
  source: string | null,
  items: readonly { sku: string; qty: number }[],
): Promise<{ failures: { sku: string; message: string }[]; items_qty: number }> {
  const shopper = { customerId };
  const cart = await service.mine(customerId, source);
  const view = await service.view(cart, null, source, shopper);
  const current = new Map<string, number>();
  for (const group of view.items)
    for (const line of group.products) if (line.line_id === line.sku) current.set(line.sku, line.qty);
  const payload = items.map((item) => ({
    sku: item.sku,
    qty: Math.min(CART_MAX_LINE_QTY, (current.get(item.sku) ?? 0) + item.qty),
    ...(current.has(item.sku) ? { line_id: item.sku } : {}),
  }));
  const synced = await service.sync(cart, null, payload, source, shopper);
  return {
    failures: (synced.failures ?? []).map((f) => ({
      sku: f.sku ?? payload[f.item_index]?.sku ?? '',
      message: f.message,
    })),
    items_qty: synced.items_qty,
  };
}
