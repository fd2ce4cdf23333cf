/**
 * POST /api/transaction/orders (spec §7) with an Idempotency-Key: one key per attempt, so a repeated
 * request of the same attempt (a retry after a network failure) can never place a second order.
 */
import type { PlaceOrderBody, PlaceOrderResponse } from '@sulit/contracts/checkout';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function placeOrder(
  api: ApiClient,
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<ApiResult<PlaceOrderResponse>> {
  return api.send('/api/transaction/orders', { body, headers: { 'idempotency-key': idempotencyKey } });
}
