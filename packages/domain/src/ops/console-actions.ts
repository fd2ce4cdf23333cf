/**
 * What a staff member may do next with an own-store order in the console (issue 35): the next steps of the
 * transition table (one step at a time, so picking never skips acceptance), each offered only through the
 * console route whose targets hold it and only to roles the policy table lets call that route. The server
 * refuses any other move with the same rule the page uses to draw its buttons.
 */
import type { Fulfilment } from '../checkout/order-adjustments';
import { ownStepTransitions } from '../orders/order-progress';
import type { TrackingStep } from '../orders/order-tracking';
import { mayCall, type OpsRouteId, type StaffRole } from './ops-policy';
import { ACCEPT_TARGETS, DISPATCH_TARGETS, PICK_TARGETS } from './staff-rules';

export type MoveRouteId = Extract<OpsRouteId, 'orders.accept' | 'orders.pick' | 'orders.dispatch'>;

/** The steps a console move may reach (every one an operator target of the orders feature). */
export type MoveTarget =
  (typeof ACCEPT_TARGETS)[number] | (typeof PICK_TARGETS)[number] | (typeof DISPATCH_TARGETS)[number];

export const MOVE_ROUTE_TARGETS: Readonly<Record<MoveRouteId, readonly MoveTarget[]>> = {
  'orders.accept': ACCEPT_TARGETS,
  'orders.pick': PICK_TARGETS,
  'orders.dispatch': DISPATCH_TARGETS,
};

export interface ConsoleAction {
  route: MoveRouteId;
  to: MoveTarget;
  label: string;
}

function actionLabel(to: TrackingStep, fulfilment: Fulfilment): string {
  switch (to) {
    case 'verifying':
      return 'Start verifying';
    case 'accepted':
      return 'Accept order';
    case 'fulfilling':
      return 'Start picking';
    case 'ready_to_ship':
      return fulfilment === 'pickup' ? 'Packed, ready for pickup' : 'Packed, ready to ship';
    case 'out_for_delivery':
      return 'Hand over to delivery';
    case 'delivered':
      return fulfilment === 'pickup' ? 'Collected by the shopper' : 'Delivered';
    default:
      return to;
  }
}

/** The moves offered for an order at `step` (status processing only: a pending order waits for its payment). */
export function consoleActions(input: {
  status: string;
  step: TrackingStep;
  fulfilment: Fulfilment;
  roles: readonly StaffRole[];
}): ConsoleAction[] {
  if (input.status !== 'processing' && input.status !== 'out_for_delivery') return [];
  const next = ownStepTransitions(input.fulfilment)[input.step];
  return (Object.keys(MOVE_ROUTE_TARGETS) as MoveRouteId[]).flatMap((route) =>
    mayCall(input.roles, route)
      ? MOVE_ROUTE_TARGETS[route]
          .filter((to) => next.includes(to))
          .map((to) => ({ route, to, label: actionLabel(to, input.fulfilment) }))
      : [],
  );
}

/** Whether `to` through `route` is one of the moves offered (the server's check before it moves anything). */
export function isOfferedMove(
  input: Parameters<typeof consoleActions>[0],
  route: MoveRouteId,
  to: MoveTarget,
): boolean {
  return consoleActions(input).some((a) => a.route === route && a.to === to);
}
