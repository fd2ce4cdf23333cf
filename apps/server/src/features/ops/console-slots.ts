import type { ConsoleSlot, SlotCalendar } from '@sulit/contracts/ops';
import {
  DomainError,
  type DeliverySlot,
  formatSlot,
  OPS_MESSAGES,
  scopeCovers,
  SLOT_DAYS_AHEAD,
  slotCutoff,
  slotCutoffMinutes,
  slotFactsOf,
  slotDates,
  slotState,
  storesToRead,
} from '@sulit/domain';
import type { SlotChange } from '@sulit/db';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

function slotOf(slot: DeliverySlot, now: Date): ConsoleSlot {
  const facts = slotFactsOf(slot);
  return {
    id: slot.id,
    store: slot.source_code,
    date: slot.slot_date,
    label: formatSlot(slot.starts_at, slot.ends_at),
    is_store_pickup: slot.is_store_pickup,
    capacity: slot.capacity,
    used: slot.used_count,
    is_closed: slot.is_closed,
    state: slotState(facts, now),
    cutoff_at: slotCutoff(slot.starts_at, slot.cutoff_minutes).toISOString(),
    cutoff_minutes: slotCutoffMinutes(slot.cutoff_minutes),
    cutoff_is_own: slot.cutoff_minutes !== null,
  };
}

/**
 * The slot calendar of the staff member's stores (issue 35): the same rows the shopper's slot listing and place
 * order read, with the state a shopper sees now (the domain's slotState: closed, past cut-off, full, available).
 */
export async function slotCalendar(
  deps: OpsDeps,
  staff: StaffCaller,
  query: { store?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<SlotCalendar> {
  const now = deps.clock();
  const dates = slotDates(now, SLOT_DAYS_AHEAD);
  const from = query.from ?? dates[0]!;
  const to = query.to ?? (query.from ? from : dates[dates.length - 1]!);
  const slots = await deps.slots.calendar({
    stores: storesToRead(staff.scope, query.store),
    from_date: from,
    to_date: to,
  });
  return { from, to, slots: slots.map((slot) => slotOf(slot, now)) };
}

/** Capacity, closure and cut-off of one slot of the staff member's stores, audited with the change. */
export async function changeSlot(
  deps: OpsDeps,
  staff: StaffCaller,
  id: number,
  change: SlotChange,
): Promise<ConsoleSlot> {
  const slot = await deps.slots.slotById(id);
  if (!slot || !scopeCovers(staff.scope, slot.source_code))
    throw new DomainError('not_found', OPS_MESSAGES.slotNotFound);
  const now = deps.clock();
  const outcome = await deps.slots.change(id, change, staff.id, now.toISOString());
  if (outcome.kind === 'not_found') throw new DomainError('not_found', OPS_MESSAGES.slotNotFound);
  if (outcome.kind === 'below_use') throw new DomainError('conflict', OPS_MESSAGES.capacityBelowUse(outcome.used));
  return slotOf(outcome.after, now);
}
