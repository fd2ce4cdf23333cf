/**
 * The browser's one cart, as state: the snapshot the add buttons, the mini-cart and the cart page read
 * (useSyncExternalStore, no library) and the one way it changes (`update`). The writes that change it are
 * `cart-write-queue.ts`, the totals it shows `cart-totals-feed.ts`, what the pages call `cart-store.ts`.
 */
import type { CartProduct, CartResponse, CartTotalsResponse } from '@sulit/contracts/cart';
import { useSyncExternalStore } from 'react';
import type { CartRef } from './api/cart-ref';

/** Decided wording of the cart notifications (spec §2 names added, updated, deleted and free delivery). */
export const CART_MESSAGES = {
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
const listeners = new Set<() => void>();

export function update(patch: Partial<CartSnapshot>): void {
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

/** The quantity the shopper sees for a line: the one on its way, else the server's. */
export function shownQty(line: CartProduct, wanted: Readonly<Record<string, number>>): number {
  return wanted[line.line_id] ?? line.qty;
}
