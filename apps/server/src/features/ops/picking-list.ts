import type { PickingList } from '@sulit/contracts/ops';
import {
  consoleActions,
  DEFAULT_SOURCE_CODE,
  type Fulfilment,
  DomainError,
  OPS_MESSAGES,
  scopeCovers,
  type StoreScope,
  TRACKING_STEP_LABELS,
  type TrackingStep,
} from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

/** The store a store-bound page reads: the one asked for (when in scope), else the first store in scope. */
export function storeOfPage(scope: StoreScope, asked: string | undefined, fallback: string): string {
  const store = asked ?? (scope.kind === 'stores' ? (scope.stores[0] ?? fallback) : fallback);
  if (!scopeCovers(scope, store)) throw new DomainError('forbidden', OPS_MESSAGES.storeRefused);
  return store;
}

/**
 * The picking list of one store's slot date (and one slot): what to take from the shelves in all (per sku) and
 * per order, for orders placed and not yet packed. The own store's goods only: sellers ship their own.
 */
export async function pickingList(
  deps: OpsDeps,
  staff: StaffCaller,
  query: { store?: string | undefined; date: string; slot_id?: number | undefined },
): Promise<PickingList> {
  const store = storeOfPage(staff.scope, query.store, DEFAULT_SOURCE_CODE);
  const lines = await deps.orderConsole.pickingLines({
    source_code: store,
    slot_date: query.date,
    slot_id: query.slot_id,
  });
  const totals = new Map<string, { sku: string; name: string; qty: number }>();
  const orders = new Map<string, PickingList['orders'][number]>();
  for (const line of lines) {
    const total = totals.get(line.sku) ?? { sku: line.sku, name: line.name, qty: 0 };
    total.qty += line.qty;
    totals.set(line.sku, total);
    let order = orders.get(line.increment_id);
    if (!order) {
      order = {
        increment_id: line.increment_id,
        slot_label: line.slot_label,
        delivery_type: line.delivery_type,
        step: line.step,
        step_label: TRACKING_STEP_LABELS[line.step as TrackingStep] ?? line.step,
        lines: [],
        next: consoleActions({
          status: 'processing',
          step: line.step as TrackingStep,
          fulfilment: line.delivery_type as Fulfilment,
          roles: staff.roles,
        }).filter((a) => a.route === 'orders.pick'),
      };
      orders.set(line.increment_id, order);
    }
    order.lines.push({ sku: line.sku, name: line.name, qty: line.qty, special_instruction: line.special_instruction });
  }
  return {
    store,
    date: query.date,
    totals: [...totals.values()].sort((a, b) => a.name.localeCompare(b.name)),
    orders: [...orders.values()],
  };
}
