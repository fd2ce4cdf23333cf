import type { WeighedLines, WeighLineBody } from '@sulit/contracts/weighed-goods';
import type { PaymentCapture, PaymentHold, WeighedOrderLine } from '@sulit/db';
import {
  aboutWeightLabel,
  DomainError,
  estimatedRowTotal,
  gramsFromKg,
  holdStatement,
  mayPickLines,
  orderedGrams,
  type TrackingStep,
  weighedLineLabel,
  weighedRowTotal,
  WEIGHED_MESSAGES,
} from '@sulit/domain';
import { orderInScope } from './console-orders';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

/** An order's weighed lines, its card hold and the hold's capture, as the picker and the shopper read them. */
export function weighedLinesView(input: {
  number: string;
  lines: readonly WeighedOrderLine[];
  hold: PaymentHold | null;
  capture: PaymentCapture | null;
  canWeigh: boolean;
}): WeighedLines {
  return {
    order_number: input.number,
    lines: input.lines.map((l) => {
      const grams = orderedGrams(l);
      return {
        line_id: l.order_line_id,
        sku: l.sku,
        name: l.name,
        ordered_grams: grams,
        ordered_label: aboutWeightLabel(grams),
        price_per_kg: l.price_per_kg,
        estimate: estimatedRowTotal(grams, l.price_per_kg),
        weighed_grams: l.weighed_grams,
        weighed_total: l.weighed_grams === null ? null : weighedRowTotal(l.weighed_grams, l.price_per_kg),
        weighed_label: l.weighed_grams === null ? null : weighedLineLabel(l.weighed_grams, l.price_per_kg),
      };
    }),
    hold: input.hold ? { held: input.hold.held, statement: holdStatement(input.hold.held) } : null,
    capture: input.capture
      ? {
          amount: input.capture.amount,
          released: input.capture.held - input.capture.amount,
          capped: input.capture.capped,
          status: input.capture.status,
        }
      : null,
    can_weigh: input.canWeigh,
  };
}

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
