/** GET /api/payments/orders/{n}/page: the payment webview's order — the provider's page to frame, or where to go. */
import type { PaymentPageView } from '@sulit/contracts/payments';
import type { ApiClient } from '../../../lib/http/client';

export function getPaymentPage(api: ApiClient, orderNumber: string): Promise<PaymentPageView> {
  return api.json(`/api/payments/orders/${encodeURIComponent(orderNumber)}/page`);
}
