/** The console's order calls (issue 35): the list, one order, its moves and its cancellation. */
import type { ConsoleOrderDetail, ConsoleOrderList } from '@sulit/contracts/ops';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function listConsoleOrders(api: ApiClient, query: URLSearchParams): Promise<ConsoleOrderList> {
  const search = query.toString();
  return api.json(`/api/ops/orders${search ? `?${search}` : ''}`);
}

export function getConsoleOrder(api: ApiClient, number: string): Promise<ConsoleOrderDetail> {
  return api.json(`/api/ops/orders/${encodeURIComponent(number)}`);
}

/** The moves' routes by their policy id (accept, pick, dispatch): one step along the table. */
const MOVE_PATHS = { 'orders.accept': 'accept', 'orders.pick': 'pick', 'orders.dispatch': 'dispatch' } as const;
export type MoveRoute = keyof typeof MOVE_PATHS;

export function isMoveRoute(value: string): value is MoveRoute {
  return value in MOVE_PATHS;
}

export function moveConsoleOrder(
  api: ApiClient,
  number: string,
  route: MoveRoute,
  to: string,
): Promise<ApiResult<ConsoleOrderDetail>> {
  return api.send(`/api/ops/orders/${encodeURIComponent(number)}/${MOVE_PATHS[route]}`, { body: { to } });
}

/** A third-party seller's part (sub-order) one step along its own table (decision 037). */
export function moveOrderPart(
  api: ApiClient,
  number: string,
  part: string,
  to: string,
): Promise<ApiResult<ConsoleOrderDetail>> {
  return api.send(`/api/ops/orders/${encodeURIComponent(number)}/parts/${encodeURIComponent(part)}`, {
    body: { to },
  });
}

export function cancelConsoleOrder(api: ApiClient, number: string): Promise<ApiResult<ConsoleOrderDetail>> {
  return api.send(`/api/ops/orders/${encodeURIComponent(number)}/cancel`);
}
