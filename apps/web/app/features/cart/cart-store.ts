/**
 * The browser's one cart: a small store shared by the add buttons, the mini-cart and the cart page
 * (useSyncExternalStore, no library). The server owns the cart and prices it; this store only
 *  - queues quantity writes per line, the last value winning, and sends them in one sync after
 *    CART_SYNC_DEBOUNCE_MS, one request at a time, so no update is ever lost or reordered;
 *  - shows the wanted quantity while it is on its way, then the server's answer;
 *  - takes the totals from the sync's own answer (one request per write: the server prices once), and feeds
 *    every percent to nextFreeDeliveryToast (state kept per cart in sessionStorage);
 *  - rebuilds from the server cart when a sync fails (spec §4), refreshing the totals
 *    CART_REFRESH_AFTER_CHANGE_MS later (spec §9). A fetched cart replaces the lines shown; writes not yet
 *    answered stay in the queue and follow it, which is spec §4's "merging when counts differ".
 * Calls go through the web's one HTTP client (spec §8 retries) and one file per endpoint under ./api.
 */
import type { CartProduct, CartResponse, CartSyncItem, CartTotalsResponse } from '@sulit/contracts/cart';
import { CART_REFRESH_AFTER_CHANGE_MS, CART_SYNC_DEBOUNCE_MS } from '@sulit/domain/cart/cart-constants';
import {
  type FreeDeliveryToastState,
  INITIAL_FREE_DELIVERY_TOAST_STATE,
  nextFreeDeliveryToast,
} from '@sulit/domain/cart/cart-free-delivery-toast';
import { formatPeso } from '@sulit/domain/shared/money';
import { useSyncExternalStore } from 'react';
import { toast } from '../../lib/toast';
import { browserApi } from '../../lib/http/browser-client';
import { ApiError, GENERIC_FAILURE } from '../../lib/http/client';
import { fetchQuery, invalidateQueries, setQueryData } from '../../lib/http/query';
import { type CartRef, cartPathId } from './api/cart-ref';
import { createGuestCart } from './api/create-guest-cart';
import { cartQuery, getCart, noCartError } from './api/get-cart';
import { readCartBadge } from './api/read-cart-badge';
import { totalsQuery } from './api/get-totals';
import { syncCart } from './api/sync-cart';

/** Decided wording of the cart notifications (spec §2 names added, updated, deleted and free delivery). */
const CART_MESSAGES = {
  added: (name: string) => `${name} was added to your cart.`,
  updated: 'Your cart has been updated.',
  deleted: (name: string) => `${name} was removed from your cart.`,
  freeDelivery: 'Free delivery unlocked!',
  /** spec §4: the free-shipping progress prompt after a cart-page add */
  freeDeliveryPrompt: (remaining: string, shop: string) => `Add ${remaining} more from ${shop} to get free delivery.`,
} as const;

/** A server answer the shopper must see in a modal: limited stock, out of stock, or the guest limit (spec §2). */
interface StockProblem {
  kind: 'limited_stock' | 'out_of_stock' | 'guest_limit';
  message: string;
  sku: string | null;
  available: number | null;
}

export interface CartSnapshot {
  ref: CartRef;
  cart: CartResponse | null;
  totals: CartTotalsResponse | null;
  /** quantities on their way to the server, by line key; shown instead of the server's */
  wanted: Readonly<Record<string, number>>;
  /** units in the cart for the header badge */
  count: number;
  stockProblem: StockProblem | null;
  /** the line just removed, for the follow-up popup */
  removed: CartProduct | null;
  /** true while a write or a refresh is running */
  saving: boolean;
}

let snapshot: CartSnapshot = {
  ref: { kind: 'guest', mask: null },
  cart: null,
  totals: null,
  wanted: {},
  count: 0,
  stockProblem: null,
  removed: null,
  saving: false,
};
let hydrated = false;
const listeners = new Set<() => void>();

function update(patch: Partial<CartSnapshot>): void {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

export function getCartSnapshot(): CartSnapshot {
  return snapshot;
}

/** Every line of a cart, seller groups flattened in their order. */
export function cartLines(cart: CartResponse | null): CartProduct[] {
  return cart ? cart.items.flatMap((group) => group.products) : [];
}

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
    hydrated && seed.ref.kind === snapshot.ref.kind && cartPathId(seed.ref) === cartPathId(snapshot.ref);
  if (sameShopper && (queue.size > 0 || inFlight)) return;
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
  badgeFill ??= readCartBadge(browserApi).then(
    (badge) => {
      seedCart(badge);
      return true;
    },
    // the count stays unknown when the call fails; the first add still finds or creates the cart
    () => false,
  );
  return badgeFill;
}

/* ───────────────────────── free-delivery toast ───────────────────────── */

function toastKey(): string | null {
  const id = cartPathId(snapshot.ref);
  return id ? `sulit:free-delivery:${snapshot.ref.kind}:${id}` : null;
}

function readToastState(key: string): FreeDeliveryToastState {
  try {
    const raw = sessionStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'lastPercent' in parsed) {
      const last = parsed.lastPercent;
      if (last === null || typeof last === 'number') return { lastPercent: last };
    }
  } catch {
    // storage blocked or garbled: start over
  }
  return INITIAL_FREE_DELIVERY_TOAST_STATE;
}

function noteFreeDeliveryPercent(percent: number): void {
  const key = toastKey();
  if (!key || typeof sessionStorage === 'undefined') return;
  const step = nextFreeDeliveryToast(readToastState(key), percent);
  try {
    sessionStorage.setItem(key, JSON.stringify(step.state));
  } catch {
    // storage full or blocked: the toast may show again, nothing worse
  }
  if (step.showToast) toast.success(CART_MESSAGES.freeDelivery, { id: 'free-delivery' });
}

/* ───────────────────────── totals refresh ───────────────────────── */

let totalsTimer: ReturnType<typeof setTimeout> | undefined;
let totalsRun = 0;
/** set by an add on the cart page: the next totals show how far free delivery still is */
let promptAfterTotals = false;

function scheduleTotals(delay: number): void {
  clearTimeout(totalsTimer);
  totalsTimer = setTimeout(() => void refreshTotals(), delay);
}

/** Reloads the totals (when the timer after a rebuild fires). */
async function refreshTotals(): Promise<void> {
  if (!cartPathId(snapshot.ref)) return;
  const run = ++totalsRun;
  try {
    invalidateQueries(['cart-totals']);
    const totals = await fetchQuery(totalsQuery(snapshot.ref));
    if (run !== totalsRun) return; // a newer refresh is on its way
    showTotals(totals);
  } catch {
    // the figures on screen stay; the next change refreshes them again
  }
}

function showTotals(totals: CartTotalsResponse): void {
  update({ totals, count: totals.items_qty });
  noteFreeDeliveryPercent(totals.freeShippingProgressData.percent);
  if (promptAfterTotals) {
    promptAfterTotals = false;
    const waiting = totals.stores.find((row) => row.deliveryDetails && row.free_delivery_remaining > 0);
    if (waiting) {
      toast(CART_MESSAGES.freeDeliveryPrompt(formatPeso(waiting.free_delivery_remaining), waiting.shop_name), {
        id: 'free-delivery-prompt',
      });
    }
  }
}

/** Puts totals that came with another answer (a sync, a voucher call) into the store. */
export function acceptTotals(totals: CartTotalsResponse): void {
  totalsRun++;
  setQueryData(totalsQuery(snapshot.ref).queryKey, totals);
  clearTimeout(totalsTimer);
  showTotals(totals);
}

/* ───────────────────────── write queue ───────────────────────── */

type WriteKind = 'add' | 'change' | 'instruction' | 'remove';
interface QueuedWrite {
  /** the queue slot (default: the line id, or new:sku) */
  key?: string;
  /** items sent just before `item` in the same request */
  before?: CartSyncItem[];
  item: CartSyncItem;
  kind: WriteKind;
  name: string;
  /** the line a removal takes away, for the follow-up popup */
  line?: CartProduct;
}

const queue = new Map<string, QueuedWrite>();
let inFlight = false;
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let ensuring: Promise<string> | null = null;

/** The cart's path id, creating a guest cart (or finding the customer's) when there is none yet. */
async function ensureCartId(): Promise<string> {
  if (badgeFill) await badgeFill;
  const existing = cartPathId(snapshot.ref);
  if (existing) return existing;
  ensuring ??= (async () => {
    try {
      if (snapshot.ref.kind === 'customer') {
        const cart = await getCart(browserApi, snapshot.ref);
        update({ ref: { kind: 'customer', cartId: cart.cart_id }, cart, count: cart.items_qty });
        if (cart.cart_id === null) throw noCartError('/api/cart');
        return String(cart.cart_id);
      }
      const mask = await createGuestCart(browserApi);
      update({ ref: { kind: 'guest', mask } });
      // A new cart is empty: its percent is 0, so reaching free delivery with the first adds still toasts.
      noteFreeDeliveryPercent(0);
      return mask;
    } finally {
      ensuring = null;
    }
  })();
  return ensuring;
}

function lineKey(item: { line_id?: string | undefined; sku: string }): string {
  return item.line_id ?? `new:${item.sku}`;
}

function setWanted(key: string, qty: number | null): void {
  const wanted = { ...snapshot.wanted };
  if (qty === null) delete wanted[key];
  else wanted[key] = qty;
  update({ wanted });
}

function enqueue(write: QueuedWrite): void {
  const key = write.key ?? lineKey(write.item);
  const earlier = queue.get(key);
  // The last value wins; an add stays an add (for its toast and its refresh delay).
  const kind = earlier?.kind === 'add' && write.kind !== 'remove' ? 'add' : write.kind;
  queue.set(key, { ...write, kind });
  if (write.kind !== 'instruction') setWanted(key, write.item.qty);
  clearTimeout(flushTimer);
  flushTimer = setTimeout(() => void flush(), CART_SYNC_DEBOUNCE_MS);
}

async function flush(): Promise<void> {
  if (inFlight || queue.size === 0) return;
  inFlight = true;
  const batch = [...queue.entries()];
  queue.clear();
  update({ saving: true });
  try {
    const id = await ensureCartId();
    const items: CartSyncItem[] = [];
    const owner: number[] = [];
    batch.forEach(([, write], index) => {
      for (const item of [...(write.before ?? []), write.item]) {
        items.push(item);
        owner.push(index);
      }
    });
    const { totals, ...cart } = await syncCart(browserApi, id, items);
    update({ cart, count: cart.items_qty });
    setQueryData(cartQuery(snapshot.ref).queryKey, cart);
    acceptTotals(totals);
    // Failing items come back as values (the others applied): announce only what went through.
    const failures = cart.failures ?? [];
    const failed = new Set(failures.map((f) => owner[f.item_index]));
    announce(batch.filter((_, index) => !failed.has(index)).map(([, write]) => write));
    for (const failure of failures) reportFailure(failure);
  } catch (error) {
    reportFailure(error);
    await rebuildFromServer();
  } finally {
    // Quantities sent and not wanted again since are now the server's to show.
    const wanted = { ...snapshot.wanted };
    for (const [key] of batch) if (!queue.has(key)) delete wanted[key];
    inFlight = false;
    update({ wanted, saving: queue.size > 0 });
    if (queue.size > 0) {
      clearTimeout(flushTimer);
      flushTimer = setTimeout(() => void flush(), CART_SYNC_DEBOUNCE_MS);
    }
  }
}

function announce(writes: QueuedWrite[]): void {
  for (const write of writes) {
    if (write.kind === 'add') toast.success(CART_MESSAGES.added(write.name));
    else if (write.kind === 'remove' || write.item.qty === 0) {
      toast.success(CART_MESSAGES.deleted(write.name));
      if (write.line) update({ removed: write.line });
    }
  }
  if (writes.some((w) => (w.kind === 'change' || w.kind === 'instruction') && w.item.qty > 0)) {
    toast.success(CART_MESSAGES.updated, { id: 'cart-updated' });
  }
}

interface FailureLike {
  code: string | null;
  message: string;
  sku?: string | null | undefined;
  available_qty?: number | undefined;
}

function reportFailure(error: unknown): void {
  const failure: FailureLike | null =
    error instanceof ApiError
      ? {
          code: error.code,
          message: error.message,
          sku: typeof error.details?.sku === 'string' ? error.details.sku : null,
          ...(typeof error.details?.available_qty === 'number' ? { available_qty: error.details.available_qty } : {}),
        }
      : error && typeof error === 'object' && 'message' in error && 'code' in error
        ? (error as FailureLike)
        : null;
  if (
    failure &&
    (failure.code === 'limited_stock' || failure.code === 'out_of_stock' || failure.code === 'guest_limit')
  ) {
    update({
      stockProblem: {
        kind: failure.code,
        message: failure.message,
        sku: failure.sku ?? null,
        available: failure.available_qty ?? null,
      },
    });
    return;
  }
  toast.error(failure?.message ?? (error instanceof Error ? error.message : GENERIC_FAILURE));
}

/** Spec §4: a failed sync rebuilds the cart from the server. */
export function rebuildFromServer(): Promise<void> {
  invalidateQueries(['cart']);
  return loadCart();
}

/** The server cart into the store: from the query cache while it is fresh (spec §9 cart lifetimes). */
async function loadCart(): Promise<void> {
  if (!cartPathId(snapshot.ref) && snapshot.ref.kind === 'guest') return;
  try {
    const cart = await fetchQuery(cartQuery(snapshot.ref));
    const ref: CartRef = snapshot.ref.kind === 'customer' ? { kind: 'customer', cartId: cart.cart_id } : snapshot.ref;
    update({ ref, cart, count: cart.items_qty });
    scheduleTotals(CART_REFRESH_AFTER_CHANGE_MS);
  } catch {
    // nothing better to show than what is on screen
  }
}

/* ───────────────────────── what the pages call ───────────────────────── */

/** The quantity the shopper sees for a line: the one on its way, else the server's. */
export function shownQty(line: CartProduct, wanted: Readonly<Record<string, number>>): number {
  return wanted[line.line_id] ?? line.qty;
}

/** Units of a sku (without instruction) in the cart as the shopper sees them. */
function currentQtyOfSku(sku: string): { qty: number; line: CartProduct | undefined } {
  const line = cartLines(snapshot.cart).find((l) => l.sku === sku && !l.specialInstruction);
  const pendingNew = snapshot.wanted[`new:${sku}`];
  if (line) return { qty: shownQty(line, snapshot.wanted), line };
  return { qty: pendingNew ?? 0, line: undefined };
}

/**
 * Adds units of a product (a tile, the product page, a suggestion). Adding sets the sku's quantity.
 * `fromCartPage` asks for the free-shipping progress prompt once the totals are back (spec §4).
 */
export function addToCart(product: { sku: string; name: string; id: number }, units = 1, fromCartPage = false): void {
  if (fromCartPage) promptAfterTotals = true;
  // purchase analytics (spec §7): its code loads with the first add, not with the page
  void import('./api/report-add-to-cart').then((m) => m.reportAddToCart(product.sku, units)).catch(() => undefined);
  const add = () => {
    const { qty, line } = currentQtyOfSku(product.sku);
    const item: CartSyncItem = line
      ? { sku: product.sku, qty: qty + units, line_id: line.line_id, product_id: product.id }
      : { sku: product.sku, qty: qty + units, product_id: product.id };
    enqueue({ item, kind: 'add', name: product.name });
  };
  // Adding sets a quantity, so the lines must be known first: a page that has only the badge loads the cart.
  if (snapshot.cart || !hasCart()) add();
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
  const qty = shownQty(line, snapshot.wanted);
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
  return snapshot.ref.kind === 'customer' || cartPathId(snapshot.ref) !== null;
}

let loading: Promise<void> | null = null;

/** Loads the whole cart once (the mini-cart opening, or an add on a page that has only the badge). */
export function loadCartIfNeeded(): Promise<void> {
  if (snapshot.cart || !hasCart()) return Promise.resolve();
  loading ??= loadCart().finally(() => {
    loading = null;
  });
  return loading;
}
