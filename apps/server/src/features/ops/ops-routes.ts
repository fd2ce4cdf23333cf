import {
  AcceptBody,
  ConsoleNumberPath,
  ConsoleOrderDetail,
  ConsoleOrderList,
  ConsoleOrderQuery,
  ConsoleSlot,
  DispatchBody,
  EnrolResponse,
  GrantBody,
  GrantIdPath,
  OpsMe,
  PickBody,
  PickingList,
  PickingQuery,
  SignInStatus,
  SignOutResponse,
  SlotCalendar,
  SlotChangeBody,
  SlotIdPath,
  SlotQuery,
  StaffGrantView,
  StaffList,
  TotpBody,
} from '@sulit/contracts/ops';
import { cancelConsoleOrder, consoleOrderDetail, listConsoleOrders, moveConsoleOrder } from './console-orders';
import { changeSlot, slotCalendar } from './console-slots';
import type { OpsDeps } from './ops-deps';
import { pickingList } from './picking-list';
import { pickingOrder, pickLine } from './picking-order';
import { pickingWeights, weighLine } from './picking-weights';
import { PickingOrder, PickLineBody, PickLineParams } from '@sulit/contracts/substitutions';
import { WeighedLines, WeighLineBody, WeighLineParams } from '@sulit/contracts/weighed-goods';
import { enrol, meOf, signInStatus, signOut, verify } from './sign-in';
import { grantRole, listStaff, revokeRole } from './staff-grants';

/**
 * The operator console's API (issue 35). Each route is named by its id in the domain's policy table, which gives
 * its method, path and roles; the guard checks them on every call. Handlers validate nothing themselves (zod did)
 * and call one use-case.
 */
export function registerOpsRoutes(deps: OpsDeps): void {
  const { route } = deps.guard;

  route(
    'sign-in.status',
    { summary: 'Staff: authenticator set up and console open?', response: SignInStatus },
    ({ staff }) => signInStatus(deps, staff),
  );
  route(
    'sign-in.enrol',
    { summary: 'Staff: set up the authenticator (otpauth URI, once)', response: EnrolResponse },
    ({ staff }) => enrol(deps, staff),
  );
  route(
    'sign-in.verify',
    { summary: 'Staff: the authenticator code opens the console (sets its cookie)', body: TotpBody, response: OpsMe },
    ({ staff, body, reply }) => verify(deps, staff, body.code, reply),
  );
  route('sign-out', { summary: 'Staff: close the console session', response: SignOutResponse }, ({ staff, reply }) =>
    signOut(deps, staff, reply),
  );
  route(
    'me',
    { summary: 'Staff: who is signed in, roles, stores and navigation', response: OpsMe },
    async ({ staff }) => meOf(staff, staff.console?.expires_at ?? ''),
  );

  route(
    'orders.list',
    {
      summary: 'Orders of the staff member’s stores, newest first, keyset pages',
      querystring: ConsoleOrderQuery,
      response: ConsoleOrderList,
    },
    ({ staff, query }) => listConsoleOrders(deps, staff, query),
  );
  route(
    'orders.detail',
    {
      summary: 'One order with its lines, timeline and next moves',
      params: ConsoleNumberPath.shape,
      response: ConsoleOrderDetail,
    },
    ({ staff, params }) => consoleOrderDetail(deps, staff, params.number),
  );
  route(
    'orders.accept',
    {
      summary: 'Verify or accept an order',
      params: ConsoleNumberPath.shape,
      body: AcceptBody,
      response: ConsoleOrderDetail,
    },
    ({ staff, params, body }) =>
      moveConsoleOrder(deps, staff, { number: params.number, route: 'orders.accept', to: body.to }),
  );
  route(
    'orders.pick',
    {
      summary: 'Start picking an order, or mark it packed',
      params: ConsoleNumberPath.shape,
      body: PickBody,
      response: ConsoleOrderDetail,
    },
    ({ staff, params, body }) =>
      moveConsoleOrder(deps, staff, { number: params.number, route: 'orders.pick', to: body.to }),
  );
  route(
    'orders.dispatch',
    {
      summary: 'Hand an order over to delivery, or mark it delivered',
      params: ConsoleNumberPath.shape,
      body: DispatchBody,
      response: ConsoleOrderDetail,
    },
    ({ staff, params, body }) =>
      moveConsoleOrder(deps, staff, { number: params.number, route: 'orders.dispatch', to: body.to }),
  );
  route(
    'orders.cancel',
    {
      summary: 'Cancel an order (stock, slot, voucher back; a paid order refunded)',
      params: ConsoleNumberPath.shape,
      response: ConsoleOrderDetail,
    },
    ({ staff, params }) => cancelConsoleOrder(deps, staff, params.number),
  );

  route(
    'picking.list',
    { summary: 'What to pick for a store’s slot date', querystring: PickingQuery, response: PickingList },
    ({ staff, query }) => pickingList(deps, staff, query),
  );
  route(
    'picking.order',
    {
      summary: 'One order being picked: choices, swaps and refunds',
      params: ConsoleNumberPath.shape,
      response: PickingOrder,
    },
    ({ staff, params }) => pickingOrder(deps, staff, params.number),
  );
  route(
    'picking.line',
    {
      summary: 'Swap a missing item within the shopper’s choice, or refund it',
      params: PickLineParams.shape,
      body: PickLineBody,
      response: PickingOrder,
    },
    ({ staff, params, body }) => pickLine(deps, staff, { number: params.number, lineId: params.lineId, body }),
  );
  route(
    'picking.weights',
    {
      summary: 'One order’s goods sold by weight: ordered and weighed, the card hold and its capture',
      params: ConsoleNumberPath.shape,
      response: WeighedLines,
    },
    ({ staff, params }) => pickingWeights(deps, staff, params.number),
  );
  route(
    'picking.weigh',
    {
      summary: 'Enter what the scale read for one item sold by weight (kg)',
      params: WeighLineParams.shape,
      body: WeighLineBody,
      response: WeighedLines,
    },
    ({ staff, params, body }) => weighLine(deps, staff, { number: params.number, lineId: params.lineId, body }),
  );
  route(
    'slots.list',
    {
      summary: 'Slots of the staff member’s stores with capacity, use and state',
      querystring: SlotQuery,
      response: SlotCalendar,
    },
    ({ staff, query }) => slotCalendar(deps, staff, query),
  );
  route(
    'slots.update',
    {
      summary: 'Change a slot’s capacity or close it',
      params: SlotIdPath.shape,
      body: SlotChangeBody,
      response: ConsoleSlot,
    },
    ({ staff, params, body }) => changeSlot(deps, staff, params.id, body),
  );

  route('staff.list', { summary: 'Staff and their roles per store', response: StaffList }, () => listStaff(deps));
  route(
    'staff.grant',
    { summary: 'Grant a role at a store (or every store) to an account', body: GrantBody, response: StaffGrantView },
    ({ staff, body }) => grantRole(deps, staff, body),
  );
  route(
    'staff.revoke',
    {
      summary: 'Revoke a role; the staff member’s console follows on the next request',
      params: GrantIdPath.shape,
      response: StaffGrantView,
    },
    ({ staff, params }) => revokeRole(deps, staff, params.id),
  );
}
