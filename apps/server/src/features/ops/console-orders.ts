import type { ConsoleOrderDetail, ConsoleOrderItem, ConsoleOrderList, ConsoleOrderQuery } from '@sulit/contracts/ops';
import {
  consoleActions,
  DomainError,
  isOfferedMove,
  mayCall,
  type MoveRouteId,
  type MoveTarget,
  type Order,
  OPS_MESSAGES,
  orderStatusLabelOf,
  OWN_SELLER_ID,
  scopeCovers,
  STAFF_CANCELLABLE_STEPS,
  storesToRead,
  TRACKING_STEP_LABELS,
  TRACKING_STEPS,
  type TrackingStep,
} from '@sulit/domain';
import type { OpsDeps } from './ops-deps';
import type { StaffCaller } from './staff-guard';

const PAGE_SIZE = 25;

const stepOf = (value: string | null): TrackingStep =>
  (TRACKING_STEPS as readonly string[]).includes(value ?? '') ? (value as TrackingStep) : 'created';

/** What a list row and a whole order share, as the list shows it. */
type ListedOrder = Pick<
  Order,
  | 'increment_id'
  | 'status'
  | 'tracking_step'
  | 'source_code'
  | 'delivery_type'
  | 'slot_date'
  | 'slot_label'
  | 'customer_email'
  | 'grand_total'
  | 'created_at'
>;

function itemOf(order: ListedOrder): ConsoleOrderItem {
  const step = stepOf(order.tracking_step);
  return {
    increment_id: order.increment_id,
    status: order.status,
    status_label: orderStatusLabelOf(order.status, order.delivery_type),
    step,
    step_label: TRACKING_STEP_LABELS[step],
    store: order.source_code,
    delivery_type: order.delivery_type,
    slot_date: order.slot_date,
    slot_label: order.slot_label,
    customer_email: order.customer_email,
    grand_total: order.grand_total,
    created_at: order.created_at,
  };
}

/**
 * The console's order list (issue 35): newest first, filtered by status, step, store, slot date, number or the
 * customer's e-mail, 25 a page by keyset (`after` = the last row's created_at~id). The staff member's stores are
 * a condition of the query: Otis staff asking for Alabang get an empty list, never Alabang's orders.
 */
export async function listConsoleOrders(
  deps: OpsDeps,
  staff: StaffCaller,
  query: ConsoleOrderQuery,
): Promise<ConsoleOrderList> {
  const limit = query.limit ?? PAGE_SIZE;
  const [createdAt, id] = query.after ? query.after.split('~') : [];
  const { rows, more } = await deps.orderConsole.list({
    stores: storesToRead(staff.scope, query.store),
    status: query.status,
    step: query.step,
    slot_date: query.slot_date,
    number: query.number,
    email: query.email?.trim().toLowerCase(),
    after: createdAt && id ? { created_at: createdAt, id: Number(id) } : undefined,
    limit,
  });
  const items = rows.map((row) => itemOf({ ...row, delivery_type: row.delivery_type as Order['delivery_type'] }));
  const last = rows.at(-1);
  return { items, next: more && last ? `${last.created_at}~${last.id}` : null };
}

/** An order in the staff member's stores, else 404 (another store's order is not said to exist). */
export async function orderInScope(deps: OpsDeps, staff: StaffCaller, number: string): Promise<Order> {
  const order = await deps.orders.orderByNumber(number);
  if (!order || !scopeCovers(staff.scope, order.source_code))
    throw new DomainError('not_found', OPS_MESSAGES.orderNotFound);
  return order;
}

export async function consoleOrderDetail(
  deps: OpsDeps,
  staff: StaffCaller,
  number: string,
): Promise<ConsoleOrderDetail> {
  const order = await orderInScope(deps, staff, number);
  const [lines, changes, refund] = await Promise.all([
    deps.orders.lines(order.id),
    deps.orders.statusChanges(order.id),
    deps.orders.refundOf(order.id),
  ]);
  const step = stepOf(order.tracking_step);
  const facts = { status: order.status, step, fulfilment: order.delivery_type, roles: staff.roles };
  return {
    ...itemOf(order),
    payment_title: order.payment_title,
    paid: order.paid_at !== null,
    lines: lines
      .filter((l) => l.seller_id === OWN_SELLER_ID)
      .map((l) => ({ sku: l.sku, name: l.name, qty: l.qty, row_total: l.row_total })),
    timeline: changes
      .filter((c) => c.sub_increment_id === order.increment_id)
      .map((c) => ({ step_label: TRACKING_STEP_LABELS[stepOf(c.step)], actor: c.actor, at: c.created_at })),
    next: consoleActions(facts),
    can_cancel:
      mayCall(staff.roles, 'orders.cancel') &&
      (order.status === 'pending' || order.status === 'processing') &&
      STAFF_CANCELLABLE_STEPS.includes(step),
    refund: refund ? { status: refund.status, amount: refund.amount } : null,
  };
}

/**
 * One step along the transition table through the console route that holds it (accept, pick, dispatch): the
 * same rule that drew the page's buttons decides; the orders feature's change-status moves and records it.
 */
export async function moveConsoleOrder(
  deps: OpsDeps,
  staff: StaffCaller,
  input: { number: string; route: MoveRouteId; to: MoveTarget },
): Promise<ConsoleOrderDetail> {
  const order = await orderInScope(deps, staff, input.number);
  const from = stepOf(order.tracking_step);
  const facts = { status: order.status, step: from, fulfilment: order.delivery_type, roles: staff.roles };
  if (!isOfferedMove(facts, input.route, input.to))
    throw new DomainError(
      'conflict',
      `Order ${order.increment_id} cannot go from ${TRACKING_STEP_LABELS[from]} to ${TRACKING_STEP_LABELS[input.to]}.`,
    );
  await deps.ordersPort.changeStatus(order.increment_id, input.to, `staff:${staff.id}`);
  await deps.staff.audit(
    {
      staff_id: staff.id,
      action: input.route,
      entity: `order:${order.increment_id}`,
      before: { status: order.status, step: from },
      after: { step: input.to },
    },
    deps.clock().toISOString(),
  );
  return consoleOrderDetail(deps, staff, order.increment_id);
}

/** Staff cancel: the orders feature's cancellation (give-back, one refund through the provider), audited. */
export async function cancelConsoleOrder(
  deps: OpsDeps,
  staff: StaffCaller,
  number: string,
): Promise<ConsoleOrderDetail> {
  const order = await orderInScope(deps, staff, number);
  await deps.ordersPort.cancelAsStaff(order.increment_id, staff.id);
  const after = await deps.orders.orderById(order.id);
  await deps.staff.audit(
    {
      staff_id: staff.id,
      action: 'orders.cancel',
      entity: `order:${order.increment_id}`,
      before: { status: order.status, step: stepOf(order.tracking_step) },
      after: after ? { status: after.status, step: stepOf(after.tracking_step) } : null,
    },
    deps.clock().toISOString(),
  );
  return consoleOrderDetail(deps, staff, order.increment_id);
}
