/**
 * Applying a sync payload (spec §7 POST /cart/stores/v2/{store}/{cartId}/sync {cart_items, shippingZone};
 * §3 "Cart payload for sync: quote_id, sku, product_type, qty"). Each item SETS the quantity of its line
 * (0 removes it); an item for a line the cart does not have yet is an add, so the buy-2-for-1 tag makes it
 * a pair. Items are applied in order; a failing item leaves its line as it was and is reported, the others
 * still apply. Prices never come from the payload: only sku, quantity, instruction and line id are read.
 */
import { type CartChangeKind, type CartLine, type CartLineFailure, findLine, setLineQuantity } from './cart-lines';

export interface SyncItem {
  sku: string;
  qty: unknown;
  specialInstruction?: string | null;
  line_id?: string;
}

/** What the catalogue says about a sku at the shopper's source; undefined when the sku is unknown. */
export interface SyncSkuFacts {
  product_id: number;
  /** catalog-pricing `availableStock` (membership 99999) */
  stock: number;
  promo_tag: string | null;
}

export type SyncFailure =
  | (CartLineFailure & { item_index: number })
  | { ok: false; code: 'unknown_sku'; message: string; sku: string; item_index: number };

export interface SyncOutcome {
  lines: CartLine[];
  changes: { line_id: string; qty: number; change: CartChangeKind }[];
  failures: SyncFailure[];
}

function unknownSkuMessage(sku: string): string {
  return `There is no product with sku ${sku}.`;
}

export function applySyncItems(
  lines: readonly CartLine[],
  items: readonly SyncItem[],
  factsOf: (sku: string) => SyncSkuFacts | undefined,
  /** a guest's cart is bound by the guest limit (GUEST_CART_MAX_LINES) */
  options: { guest?: boolean } = {},
): SyncOutcome {
  const outcome: SyncOutcome = { lines: [...lines], changes: [], failures: [] };
  items.forEach((item, item_index) => {
    const facts = factsOf(item.sku);
    if (!facts) {
      outcome.failures.push({
        ok: false,
        code: 'unknown_sku',
        message: unknownSkuMessage(item.sku),
        sku: item.sku,
        item_index,
      });
      return;
    }
    const existing =
      item.line_id !== undefined
        ? outcome.lines.find((line) => line.line_id === item.line_id)
        : findLine(outcome.lines, item.sku, item.specialInstruction);
    const isAdd = existing === undefined && item.line_id === undefined && item.qty !== 0;
    const result = setLineQuantity(outcome.lines, {
      sku: item.sku,
      product_id: facts.product_id,
      qty: item.qty,
      specialInstruction: item.specialInstruction ?? null,
      stock: facts.stock,
      promo_tag: facts.promo_tag,
      mode: isAdd ? 'add' : 'set',
      guest: options.guest === true,
      ...(item.line_id !== undefined ? { line_id: item.line_id } : {}),
    });
    if (!result.ok) {
      outcome.failures.push({ ...result, item_index });
      return;
    }
    outcome.lines = result.lines;
    if (result.change !== 'unchanged')
      outcome.changes.push({ line_id: result.line_id, qty: result.qty, change: result.change });
  });
  return outcome;
}
