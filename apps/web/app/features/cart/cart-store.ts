/**
 * The browser's one cart, as the pages use it: seeded from what the server rendered (or the browser's own badge
 * call), then changed by adding, setting a line's quantity or instruction, removing. The server owns the cart and
 * prices it. The parts: the state and its hook (`cart-snapshot.ts`), the queued writes and rebuilds
 * (`cart-write-queue.ts`: last value wins per line, one request at a time, spec §4 rebuild on failure) and the totals
 * with the free-delivery toast and prompt (`cart-totals-feed.ts`). A fetched cart replaces the lines shown; writes
 * not yet answered stay in the queue and follow it, which is spec §4's "merging when counts differ".
 */
import type { CartProduct, CartResponse, CartSyncItem, CartTotalsResponse } from '@sulit/contracts/cart';
import { browserApi } from '../../lib/http/browser-client';
import { type CartRef, cartPathId } from './api/cart-ref';
import { readCartBadge } from './api/read-cart-badge';
import { cartLines, getCartSnapshot, shownQty, update } from './cart-snapshot';
import { noteFreeDeliveryPercent, promptFreeDeliveryAfterTotals } from './cart-totals-feed';
import { enqueue, hasPendingWrites, loadCart, waitForBadgeBeforeWrites } from './cart-write-queue';

let hydrated = false;

/**
 * Seeds the store from what the server rendered (root loader: who the shopper is and the badge count;
 * the cart page loader: the whole cart and totals). A later seed with a cart replaces an older one unless
 * writes are pending, in which case the store's own answer is newer.
 */
export function seedCart(seed: {
  ref: CartRef;
  count: number;
  cart?: CartResponse | null;
  totals?: CartTotalsResponse | null;
}): void {
  const sameShopper =
    hydrated &&
    seed.ref.kind === getCartSnapshot().ref.kind &&
    cartPathId(seed.ref) === cartPathId(getCartSnapshot().ref);
  if (sameShopper && hasPendingWrites()) return;
  hydrated = true;
  update({
    ref: seed.ref,
    count: seed.cart ? seed.cart.items_qty : seed.count,
    ...(seed.cart !== undefined ? { cart: seed.cart } : sameShopper ? {} : { cart: null }),
    ...(seed.totals !== undefined ? { totals: seed.totals } : sameShopper ? {} : { totals: null }),
  });
  if (seed.totals) noteFreeDeliveryPercent(seed.totals.freeShippingProgressData.percent);
}

let badgeFill: Promise<boolean> | null = null;

/**
 * Seeds the store from the browser's own badge call, once per page load: for a page the guest page cache
 * served, rendered without any cart (decision 016). Writes wait for it (ensureCartId), so a guest who adds at
 * once still adds to the cart their cookie names rather than to a new one. True once the count is known, false
 * if the call failed.
 */
export function fillCartFromBrowser(): Promise<boolean> {
  if (!badgeFill) {
    badgeFill = readCartBadge(browserApi).then(
      (badge) => {
        seedCart(badge);
        return true;
      },
      // the count stays unknown when the call fails; the first add still finds or creates the cart
      () => false,
    );
    waitForBadgeBeforeWrites(badgeFill);
  }
  return badgeFill;
}

/* ───────────────────────── what the pages call ───────────────────────── */

/** Units of a sku (without instruction) in the cart as the shopper sees them. */
function currentQtyOfSku(sku: string): { qty: number; line: CartProduct | undefined } {
  const line = cartLines(getCartSnapshot().cart).find((l) => l.sku === sku && !l.specialInstruction);
  const pendingNew = getCartSnapshot().wanted[`new:${sku}`];
  if (line) return { qty: shownQty(line, getCartSnapshot().wanted), line };
  return { qty: pendingNew ?? 0, line: undefined };
}

/**
 * Adds units of a product (a tile, the product page, a suggestion). Adding sets the sku's quantity.
 * `fromCartPage` asks for the free-shipping progress prompt once the totals are back (spec §4).
 */
export function addToCart(product: { sku: string; name: string; id: number }, units = 1, fromCartPage = false): void {
  // purchase analytics (spec §7): its code loads with the first add, not with the page
  void import('./api/report-add-to-cart').then((m) => m.reportAddToCart(product.sku, units)).catch(() => undefined);
  if (fromCartPage) promptFreeDeliveryAfterTotals();
  const add = () => {
    const { qty, line } = currentQtyOfSku(product.sku);
    const item: CartSyncItem = line
      ? { sku: product.sku, qty: qty + units, line_id: line.line_id, product_id: product.id }
      : { sku: product.sku, qty: qty + units, product_id: product.id };
    enqueue({ item, kind: 'add', name: product.name });
  };
  // Adding sets a quantity, so the lines must be known first: a page that has only the badge loads the cart.
  if (getCartSnapshot().cart || !hasCart()) add();
  else void loadCartIfNeeded().then(add);
}

/** Sets a line's quantity (a stepper); 0 removes it. */
export function setLineQty(line: CartProduct, qty: number): void {
  enqueue({
    item: { sku: line.sku, qty, line_id: line.line_id, product_id: line.product_id },
    kind: 'change',
    name: line.name,
  });
}

/**
 * Saves a line's special instruction. The sync sets quantities of existing lines and keys a line by sku and
 * instruction, so a changed instruction is sent as the old line going (qty 0, first, so its units do not
 * count against the stock) and a line with the new instruction coming, in one request.
 */
export function setLineInstruction(line: CartProduct, instruction: string): void {
  const qty = shownQty(line, getCartSnapshot().wanted);
  enqueue({
    key: `instruction:${line.line_id}`,
    before: [{ sku: line.sku, qty: 0, line_id: line.line_id, product_id: line.product_id }],
    item: { sku: line.sku, qty, product_id: line.product_id, specialInstruction: instruction.trim() || null },
    kind: 'instruction',
    name: line.name,
  });
}

/**
 * Removes a line: quantity 0 through the same queue (spec §4 "qty 0 removes it"), so it cannot overtake a
 * quantity change still on its way, and only this line goes even when the sku has a second line with
 * another instruction. The follow-up popup opens when the server has answered.
 */
export function removeLine(line: CartProduct): void {
  enqueue({
    item: { sku: line.sku, qty: 0, line_id: line.line_id, product_id: line.product_id },
    kind: 'remove',
    name: line.name,
    line,
  });
}

export function dismissRemoved(): void {
  update({ removed: null });
}

export function dismissStockProblem(): void {
  update({ stockProblem: null });
}

function hasCart(): boolean {
  return getCartSnapshot().ref.kind === 'customer' || cartPathId(getCartSnapshot().ref) !== null;
}

let loading: Promise<void> | null = null;

/** Loads the whole cart once (the mini-cart opening, or an add on a page that has only the badge). */
export function loadCartIfNeeded(): Promise<void> {
  if (getCartSnapshot().cart || !hasCart()) return Promise.resolve();
  loading ??= loadCart().finally(() => {
    loading = null;
  });
  return loading;
}
