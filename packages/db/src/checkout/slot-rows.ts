import {
  DEFAULT_DELIVERY_SLOT_CAPACITY,
  DEFAULT_PICKUP_SLOT_CAPACITY,
  slotDates,
  slotInstants,
  slotIntervals,
} from '@sulit/domain';
import type { Insertable } from 'kysely';
import type { DeliverySlotTable } from './checkout-tables';

/**
 * The slot rows of `days` Manila dates from `now` for every source: delivery intervals and the store's
 * pickup intervals, at the default capacities (operators change capacity and is_closed in data).
 */
export function slotRowsFor(sources: readonly string[], now: Date, days: number): Insertable<DeliverySlotTable>[] {
  const rows: Insertable<DeliverySlotTable>[] = [];
  const createdAt = now.toISOString();
  for (const date of slotDates(now, days)) {
    for (const source of sources) {
      for (const isPickup of [false, true]) {
        for (const interval of slotIntervals(source, isPickup)) {
          rows.push({
            source_code: source,
            is_store_pickup: isPickup ? 1 : 0,
            slot_date: date,
            interval_id: interval.intervalId,
            ...slotInstants(date, interval.startHour, interval.endHour),
            capacity: isPickup ? DEFAULT_PICKUP_SLOT_CAPACITY : DEFAULT_DELIVERY_SLOT_CAPACITY,
            used_count: 0,
            is_closed: 0,
            created_at: createdAt,
          });
        }
      }
    }
  }
  return rows;
}
