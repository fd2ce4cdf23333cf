import type { PickingOrder, PickLineBody } from '@sulit/contracts/substitutions';
import {
  checkSubstitute,
  DomainError,
  mayPickLines,
  SUBSTITUTION_MESSAGES,
  TRACKING_STEP_LABELS,
  type TrackingStep,
} from '@sulit/domain';
import { orderInScope } from './console-orders';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

/** How many related items a picker is offered for "a similar item". */
const SIMILAR_OFFERED = 6;

const stepOf = (step: string | null) => (step ?? 'created') as TrackingStep;

/** The ids a line may be swapped for: the shopper's chosen item, or the product's related items; none for refunds. */
async function swapIdsOf(
  deps: OpsDeps,
  line: { product_id: number; substitution: string; substitute_product_id: number | null },
): Promise<number[]> {
  if (line.substitution === 'refund') return [];
  if (line.substitution === 'specific') return line.substitute_product_id ? [line.substitute_product_id] : [];
  return deps.picking.similarProductIds(line.product_id, SIMILAR_OFFERED);
}

/** One order being picked (issue 36): its lines, the shopper's choices, what the picker may swap in, in stock now. */
export async function pickingOrder(deps: OpsDeps, staff: StaffCaller, number: string): Promise<PickingOrder> {
  const order = await orderInScope(deps, staff, number);
  const step = stepOf(order.tracking_step);
  const [view, lines] = await Promise.all([
    deps.ordersPort.substitutions(order.increment_id),
    deps.picking.lines(order.id),
  ]);
  const canPick = mayPickLines(step) && view.settlement === null;
  const options = canPick
    ? await Promise.all(
        lines
          .filter((l) => l.pick === null)
          .map(async (l) => ({
            line_id: l.id,
            items: (await deps.productCards(await swapIdsOf(deps, l), order.source_code)).filter(
              (c) => c.stock_qty > 0,
            ),
          })),
      )
    : [];
  return { ...view, step, step_label: TRACKING_STEP_LABELS[step], can_pick: canPick, options };
}

/**
 * The picker swaps or refunds one missing line, within the shopper's choice and never dearer per piece without
 * their consent (domain checkSubstitute), once per line; written to the console's audit.
 */
export async function pickLine(
  deps: OpsDeps,
  staff: StaffCaller,
  input: { number: string; lineId: number; body: PickLineBody },
): Promise<PickingOrder> {
  const order = await orderInScope(deps, staff, input.number);
  if (!mayPickLines(stepOf(order.tracking_step))) throw new DomainError('conflict', SUBSTITUTION_MESSAGES.notPicking);
  const line = (await deps.picking.lines(order.id)).find((l) => l.id === input.lineId);
  if (!line) throw new DomainError('not_found', 'This order has no such line.');
  let substitute: { product_id: number; sku: string; name: string; qty: number; unit_price: number } | null = null;
  const { body } = input;
  if (body.outcome === 'substituted') {
    const allowed = await swapIdsOf(deps, line);
    if (line.substitution === 'refund') throw new DomainError('conflict', SUBSTITUTION_MESSAGES.refundOnly);
    if (!allowed.includes(body.product_id))
      throw new DomainError('conflict', SUBSTITUTION_MESSAGES.chosenItemNotRelated);
    const [card] = await deps.productCards([body.product_id], order.source_code);
    if (!card || card.stock_qty < body.qty)
      throw new DomainError('conflict', 'That item is out of stock at this store too. Pick another or refund.');
    // the price at the store now, recomputed by the server
    checkSubstitute(line, { product_id: card.id, qty: body.qty, unit_price: card.final_price, consent: body.consent });
    substitute = { product_id: card.id, sku: card.sku, name: card.name, qty: body.qty, unit_price: card.final_price };
  }
  const now = deps.clock().toISOString();
  const recorded = await deps.picking.recordPick(
    order.id,
    {
      order_line_id: line.id,
      outcome: body.outcome,
      substitute,
      consent: body.outcome === 'substituted' && body.consent,
    },
    staff.id,
    now,
    // written in the pick's transaction: the pick and its record commit together
    {
      staff_id: staff.id,
      action: 'picking.line',
      entity: `order:${order.increment_id}:line:${line.id}`,
      before: { sku: line.sku, qty: line.qty, row_total: line.row_total, choice: line.substitution },
      after: { outcome: body.outcome, substitute },
    },
  );
  if (recorded === 'not_picking') throw new DomainError('conflict', SUBSTITUTION_MESSAGES.notPicking);
  if (recorded === 'already_picked') throw new DomainError('conflict', SUBSTITUTION_MESSAGES.alreadyPicked);
  return pickingOrder(deps, staff, order.increment_id);
}
