/**
 * Retrying a declined order's payment (issue 28): its facts (GET …/payment-state, the caller's own order only),
 * a new attempt within its hold (POST …/retry-payment, one Idempotency-Key per attempt) and giving the hold up
 * before choosing again (POST …/give-up-payment-hold).
 */
import type { PaymentStateView, PlaceOrderResponse, RetryPaymentBody } from '@sulit/contracts/checkout';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

const orderPath = (orderNumber: string) => `/api/transaction/orders/${encodeURIComponent(orderNumber)}`;

export function getPaymentState(api: ApiClient, orderNumber: string): Promise<PaymentStateView> {
  return api.json(`${orderPath(orderNumber)}/payment-state`);
}

export function retryPayment(
  api: ApiClient,
  orderNumber: string,
  body: RetryPaymentBody,
  idempotencyKey: string,
): Promise<ApiResult<PlaceOrderResponse>> {
  return api.send(`${orderPath(orderNumber)}/retry-payment`, { body, headers: { 'idempotency-key': idempotencyKey } });
}

export function giveUpPaymentHold(api: ApiClient, orderNumber: string): Promise<ApiResult> {
  return api.send(`${orderPath(orderNumber)}/give-up-payment-hold`);
}
