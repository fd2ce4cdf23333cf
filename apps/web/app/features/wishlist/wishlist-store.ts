import { useEffect, useSyncExternalStore } from 'react';
import { browserApi } from '../../lib/http/browser-client';
import { signedInBrowser } from '../../lib/http/signed-in';
import { getWishlistIds } from './api/get-wishlist-ids';

/**
 * Which products this browser's shopper has on their wishlist, read once per page load after hydration: pages are
 * cached for every guest, so a shopper's hearts cannot be in the HTML. Only the browser fills it (effects never
 * run on the server), so no request ever sees another's wishlist.
 */
let saved: ReadonlySet<number> | null = null;
let loading = false;
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<number>) {
  saved = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load() {
  if (saved || loading || !signedInBrowser()) return;
  loading = true;
  getWishlistIds(browserApi)
    .then((answer) => publish(new Set(answer.product_ids)))
    // unknown stays unknown: the hearts then offer to save, which the server answers idempotently
    .catch(() => undefined)
    .finally(() => {
      loading = false;
    });
}

/** Whether the product is on my wishlist: null while unknown (and always for guests). */
export function useSavedToWishlist(productId: number): boolean | null {
  useEffect(load, []);
  const set = useSyncExternalStore(
    subscribe,
    () => saved,
    () => null,
  );
  return set ? set.has(productId) : null;
}

/** Records what the server answered for one product. */
export function markSaved(productId: number, inWishlist: boolean): void {
  const next = new Set(saved ?? []);
  if (inWishlist) next.add(productId);
  else next.delete(productId);
  publish(next);
}
