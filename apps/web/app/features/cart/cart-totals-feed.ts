/**
 * The totals the cart shows: taken from each sync's answer or reloaded after a rebuild (spec §9 refresh delays),
 * every free-delivery percent fed to the domain's nextFreeDeliveryToast (state kept per cart in sessionStorage),
 * and the free-shipping progress prompt after a cart-page add (spec §4).
 */
import type { CartTotalsResponse } from '@sulit/contracts/cart';
import {
  type FreeDeliveryToastState,
  INITIAL_FREE_DELIVERY_TOAST_STATE,
  nextFreeDeliveryToast,
} from '@sulit/domain/cart/cart-free-delivery-toast';
import { formatPeso } from '@sulit/domain/shared/money';
import { toast } from '../../lib/toast';
import { fetchQuery, invalidateQueries, setQueryData } from '../../lib/http/query';
import { cartPathId } from './api/cart-ref';
import { totalsQuery } from './api/get-totals';
import { CART_MESSAGES, getCartSnapshot, update } from './cart-snapshot';

/* ───────────────────────── free-delivery toast ───────────────────────── */

function toastKey(): string | null {
  const id = cartPathId(getCartSnapshot().ref);
  return id ? `sulit:free-delivery:${getCartSnapshot().ref.kind}:${id}` : null;
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

export function noteFreeDeliveryPercent(percent: number): void {
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

/** An add on the cart page: once the totals are back, say how far free delivery still is (spec §4). */
export function promptFreeDeliveryAfterTotals(): void {
  promptAfterTotals = true;
}

export function scheduleTotals(delay: number): void {
  clearTimeout(totalsTimer);
  totalsTimer = setTimeout(() => void refreshTotals(), delay);
}

/** Reloads the totals (when the timer after a rebuild fires). */
async function refreshTotals(): Promise<void> {
  if (!cartPathId(getCartSnapshot().ref)) return;
  const run = ++totalsRun;
  try {
    invalidateQueries(['cart-totals']);
    const totals = await fetchQuery(totalsQuery(getCartSnapshot().ref));
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
  setQueryData(totalsQuery(getCartSnapshot().ref).queryKey, totals);
  clearTimeout(totalsTimer);
  showTotals(totals);
}
