import {
  type DeliverySlot,
  formatSlot,
  isSlotDisabled,
  type SourceCode,
  SLOT_DAYS_AHEAD,
  slotDates,
  slotFactsOf,
  slotState,
} from '@sulit/domain';
import type { DeliverySlotsResponse } from '@sulit/contracts/checkout';
import { periodOf, timeslotView } from './checkout-context';
import type { CheckoutDeps } from './checkout-deps';

const dayLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', weekday: 'long' });

export function slotView(slot: DeliverySlot, now: Date) {
  const facts = slotFactsOf(slot);
  const state = slotState(facts, now);
  return {
    slot_id: slot.id,
    date: slot.slot_date,
    date_campaign: null,
    intervalId: slot.interval_id,
    value: formatSlot(slot.starts_at, slot.ends_at),
    period: periodOf(slot),
    starts_at: slot.starts_at,
    ends_at: slot.ends_at,
    capacity: slot.capacity,
    currentCapacity: slot.used_count,
    isDisabled: isSlotDisabled(facts, now),
    state,
    isStorePickup: slot.is_store_pickup,
  };
}

/**
 * Slots of a store for the coming days (spec §3 Delivery slot; §7 delivery-slots, deliverydate and
 * deliverydate-anonymous). A signed-in caller also sees the slot its cart holds.
 */
export async function listSlots(
  deps: CheckoutDeps,
  input: { source: SourceCode; isStorePickup: boolean; date?: string | undefined; customerId: number | null },
): Promise<DeliverySlotsResponse> {
  const now = deps.clock();
  const dates = slotDates(now, SLOT_DAYS_AHEAD);
  const from = input.date ?? dates[0]!;
  const to = input.date ?? dates[dates.length - 1]!;
  const rows = await deps.checkout.slots({
    source_code: input.source,
    is_store_pickup: input.isStorePickup,
    from_date: from,
    to_date: to,
  });
  const days = new Map<string, ReturnType<typeof slotView>[]>();
  for (const row of rows) days.set(row.slot_date, [...(days.get(row.slot_date) ?? []), slotView(row, now)]);

  let selected: DeliverySlotsResponse['selectedTimeslot'] = null;
  let holdExpiresAt: string | null = null;
  if (input.customerId !== null) {
    const cart = await deps.carts.activeCustomerCart(input.customerId);
    const hold = cart ? await deps.checkout.liveHoldOfCart(cart.id, now.toISOString()) : undefined;
    if (hold) {
      selected = timeslotView(hold.slot);
      holdExpiresAt = hold.row.expires_at;
    }
  }
  return {
    sourceCode: input.source,
    isStorePickup: input.isStorePickup,
    days: [...days].map(([date, slots]) => ({ date, label: dayLabel.format(new Date(`${date}T00:00:00Z`)), slots })),
    selectedTimeslot: selected,
    hold_expires_at: holdExpiresAt,
  };
}

/** ldmultistores/deliverydate/validate: is this slot still bookable? */
export async function validateSlot(
  deps: CheckoutDeps,
  input: { date: string; intervalId: number; source: SourceCode; isStorePickup: boolean },
): Promise<{ slot: DeliverySlot | undefined; state: ReturnType<typeof slotState> | 'unknown' }> {
  const slot = await deps.checkout.slotAt({
    source_code: input.source,
    is_store_pickup: input.isStorePickup,
    slot_date: input.date,
    interval_id: input.intervalId,
  });
  if (!slot) return { slot, state: 'unknown' };
  return {
    slot,
    state: slotState(slotFactsOf(slot), deps.clock()),
  };
}
