/**
 * Spec §4 Cart: "The free-delivery toast shows once when the percent crosses from under 100 to 100 or more,
 * and resets when it falls under 100." A pure state step: the page keeps the state, feeds every new
 * freeShippingProgressData.percent, and shows the toast when told to.
 */
import { FREE_DELIVERY_THRESHOLD_PERCENT } from './cart-constants';

export interface FreeDeliveryToastState {
  /** the last percent seen; null before the first totals arrive */
  lastPercent: number | null;
}

export const INITIAL_FREE_DELIVERY_TOAST_STATE: FreeDeliveryToastState = { lastPercent: null };

/**
 * Shows the toast only on a crossing from under 100 to 100 or more. Staying at 100 or more shows nothing
 * more; falling under 100 re-arms it. Decided: the first percent seen is not a crossing, so a cart that is
 * already at free delivery when the page opens shows no toast.
 */
export function nextFreeDeliveryToast(
  state: FreeDeliveryToastState,
  percent: number,
): { state: FreeDeliveryToastState; showToast: boolean } {
  const reached = percent >= FREE_DELIVERY_THRESHOLD_PERCENT;
  const wasUnder = state.lastPercent !== null && state.lastPercent < FREE_DELIVERY_THRESHOLD_PERCENT;
  return { state: { lastPercent: percent }, showToast: reached && wasUnder };
}
