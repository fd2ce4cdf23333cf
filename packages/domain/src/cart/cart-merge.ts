/**
 * Spec §4 "Merge after login: the guest cart merges into the customer cart, adding quantities for the same
 * sku; if the customer cart is empty, the guest items are copied" and §4 Cart "A fetched cart replaces the
 * local list (merging when counts differ)".
 */
import { CART_MAX_LINES, CART_MAX_LINE_QTY } from './cart-constants';
import { type CartLine, instructionKey, keepPositiveLines, nextLineId } from './cart-lines';

function lineKey(line: Pick<CartLine, 'sku' | 'specialInstruction'>): string {
  return `${line.sku}\u0000${instructionKey(line.specialInstruction)}`;
}

/**
 * Guest lines are added to the customer's: a line with the same sku and special instruction gets the
 * quantities added (at most 999 per line; validate-cart checks stock before checkout); other guest lines are
 * appended after the customer's lines, with a fresh temporary id where the guest's id is taken. An empty
 * customer cart gets a copy of the guest lines. Lines beyond 200 are dropped (customer lines kept first).
 */
export function mergeGuestCart(customerLines: readonly CartLine[], guestLines: readonly CartLine[]): CartLine[] {
  const customer = keepPositiveLines(customerLines);
  const guest = keepPositiveLines(guestLines);
  if (customer.length === 0) return guest.slice(0, CART_MAX_LINES).map((line) => ({ ...line }));
  const merged = customer.map((line) => ({ ...line }));
  const index = new Map(merged.map((line, i) => [lineKey(line), i]));
  for (const line of guest) {
    const at = index.get(lineKey(line));
    const existing = at === undefined ? undefined : merged[at];
    if (existing) {
      existing.qty = Math.min(CART_MAX_LINE_QTY, existing.qty + line.qty);
      continue;
    }
    if (merged.length >= CART_MAX_LINES) continue;
    const taken = merged.some((m) => m.line_id === line.line_id);
    const added = { ...line, line_id: taken ? nextLineId(merged, line.sku) : line.line_id };
    index.set(lineKey(added), merged.length);
    merged.push(added);
  }
  return merged;
}
