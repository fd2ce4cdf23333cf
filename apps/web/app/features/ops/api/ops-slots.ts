/** The console's slot calls: a store's calendar, and one slot's capacity, closure or cut-off. */
import type { ConsoleSlot, SlotCalendar } from '@sulit/contracts/ops';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function getSlotCalendar(api: ApiClient, query: { store?: string; date?: string }): Promise<SlotCalendar> {
  const search = new URLSearchParams({
    ...(query.store ? { store: query.store } : {}),
    ...(query.date ? { from: query.date } : {}),
  });
  const text = search.toString();
  return api.json(`/api/ops/slots${text ? `?${text}` : ''}`);
}

export function changeSlot(
  api: ApiClient,
  id: number,
  change: { capacity?: number; is_closed?: boolean; cutoff_minutes?: number | null },
): Promise<ApiResult<ConsoleSlot>> {
  return api.send(`/api/ops/slots/${id}`, { method: 'PATCH', body: change });
}
