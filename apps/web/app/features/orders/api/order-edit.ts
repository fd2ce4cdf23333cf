/**
 * GET and POST /api/transaction/orders/{n}/edit (issue 36, decision 040): the edit page's order and the edit,
 * one Idempotency-Key per page load, so a repeated submit changes the order once.
 */
import type { OrderEditBody, OrderEditView } from '@sulit/contracts/order-edit';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

const editUrl = (orderNumber: string) => `/api/transaction/orders/${encodeURIComponent(orderNumber)}/edit`;

export function getOrderEdit(api: ApiClient, orderNumber: string): Promise<OrderEditView> {
  return api.json(editUrl(orderNumber));
}

export function editOrder(
  api: ApiClient,
  orderNumber: string,
  body: OrderEditBody,
  idempotencyKey: string,
): Promise<ApiResult<OrderEditView>> {
  return api.send(editUrl(orderNumber), { body, headers: { 'idempotency-key': idempotencyKey } });
}
