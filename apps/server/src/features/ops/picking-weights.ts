import type { WeighedLines, WeighLineBody } from '@sulit/contracts/weighed-goods';
import {
  DomainError,
  gramsFromKg,
  mayPickLines,
  type TrackingStep,
  weighedLinesView,
  WEIGHED_MESSAGES,
} from '@sulit/domain';
import { orderInScope } from './console-orders';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

const stepOf = (step: string | null) => (step ?? 'created') as TrackingStep;

/** One order's weighed lines for the picker (decision 043). */
export async function pickingWeights(deps: OpsDeps, staff: StaffCaller, number: string): Promise<WeighedLines> {
  const order = await orderInScope(deps, staff, number);
  const [lines, hold, capture, settlement] = await Promise.all([
    deps.weighing.lines(order.id),
    deps.weighing.hold(order.id),
    deps.weighing.capture(order.id),
    deps.picking.settlement(order.id),
  ]);
  const canWeigh = mayPickLines(stepOf(order.tracking_step)) && settlement === null;
  return weighedLinesView({ number: order.increment_id, lines, hold, capture, canWeigh });
}

/**
 * The picker enters what the scale read for one weighed line while the order is being picked (a second entry
 * replaces the first until the order is packed); audited in the same transaction.
 */
export async function weighLine(
  deps: OpsDeps,
  staff: StaffCaller,
  input: { number: string; lineId: number; body: WeighLineBody },
): Promise<WeighedLines> {
  const grams = gramsFromKg(input.body.kg);
  const order = await orderInScope(deps, staff, input.number);
  const before = (await deps.weighing.lines(order.id)).find((l) => l.order_line_id === input.lineId);
  const recorded = await deps.weighing.recordWeight(
    order.id,
    { orderLineId: input.lineId, grams, staffId: staff.id, now: deps.clock().toISOString() },
    {
      staff_id: staff.id,
      action: 'picking.weigh',
      entity: `order:${order.increment_id}:line:${input.lineId}`,
      before: before ? { grams: before.weighed_grams } : null,
      after: { grams },
    },
  );
  if (recorded === 'not_weighed') throw new DomainError('not_found', WEIGHED_MESSAGES.notWeighed);
  if (recorded === 'not_picking') throw new DomainError('conflict', WEIGHED_MESSAGES.notPicking);
  return pickingWeights(deps, staff, order.increment_id);
}
