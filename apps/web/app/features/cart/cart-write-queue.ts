/**
 * The cart's writes: quantity writes queued per line, the last value winning, sent in one sync after
 * CART_SYNC_DEBOUNCE_MS, one request at a time, so no update is ever lost or reordered; the sync's answer (cart and
 * totals) goes into the store; a failed sync rebuilds the cart from the server (spec §4), refreshing the totals
 * CART_REFRESH_AFTER_CHANGE_MS later (spec §9).
 */
import type { CartProduct, CartSyncItem } from '@sulit/contracts/cart';
import { CART_REFRESH_AFTER_CHANGE_MS, CART_SYNC_DEBOUNCE_MS } from '@sulit/domain/cart/cart-constants';
import { toast } from '../../lib/toast';
import { browserApi } from '../../lib/http/browser-client';
import { ApiError, GENERIC_FAILURE } from '../../lib/http/client';
import { fetchQuery, invalidateQueries, setQueryData } from '../../lib/http/query';
import { type CartRef, cartPathId } from './api/cart-ref';
import { createGuestCart } from './api/create-guest-cart';
import { cartQuery, getCart, noCartError } from './api/get-cart';
import { syncCart } from './api/sync-cart';
import { CART_MESSAGES, getCartSnapshot, update } from './cart-snapshot';
import { acceptTotals, noteFreeDeliveryPercent, scheduleTotals } from './cart-totals-feed';

type WriteKind = 'add' | 'change' | 'instruction' | 'remove';
export interface QueuedWrite {
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
/** the page's own badge call (a page the guest page cache served): the first write waits for it */
let badgeFill: Promise<boolean> | null = null;

export function waitForBadgeBeforeWrites(fill: Promise<boolean>): void {
  badgeFill = fill;
}

/** Writes queued or on their way: a seed from the server is older than what they will answer. */
export function hasPendingWrites(): boolean {
  return queue.size > 0 || inFlight;
}

/** The cart's path id, creating a guest cart (or finding the customer's) when there is none yet. */
async function ensureCartId(): Promise<string> {
  if (badgeFill) await badgeFill;
  const existing = cartPathId(getCartSnapshot().ref);
  if (existing) return existing;
  ensuring ??= (async () => {
    try {
      if (getCartSnapshot().ref.kind === 'customer') {
        const cart = await getCart(browserApi, getCartSnapshot().ref);
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
  const wanted = { ...getCartSnapshot().wanted };
  if (qty === null) delete wanted[key];
  else wanted[key] = qty;
  update({ wanted });
}

export function enqueue(write: QueuedWrite): void {
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
    setQueryData(cartQuery(getCartSnapshot().ref).queryKey, cart);
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
    const wanted = { ...getCartSnapshot().wanted };
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
export async function loadCart(): Promise<void> {
  if (!cartPathId(getCartSnapshot().ref) && getCartSnapshot().ref.kind === 'guest') return;
  try {
    const cart = await fetchQuery(cartQuery(getCartSnapshot().ref));
    const ref: CartRef =
      getCartSnapshot().ref.kind === 'customer' ? { kind: 'customer', cartId: cart.cart_id } : getCartSnapshot().ref;
    update({ ref, cart, count: cart.items_qty });
    scheduleTotals(CART_REFRESH_AFTER_CHANGE_MS);
  } catch {
    // nothing better to show than what is on screen
  }
}
