import type { PaymentPageView } from '@sulit/contracts/payments';
import type { PaymentsContext } from './payments-context';
import { resolvePayment } from './resolve-payment';

/** Where the shopper lands after the provider, by outcome (checkout may pass its own). */
export interface ReturnPages {
  paid(orderRef: string): string;
  failed(orderRef: string, reason: string | null): string;
  pending(orderRef: string): string;
}

export const DEFAULT_RETURN_PAGES: ReturnPages = {
  paid: (orderRef) => `/checkout/onepage/success?orderId=${encodeURIComponent(orderRef)}`,
  failed: (orderRef, reason) =>
    `/checkout/onepage/failure?orderId=${encodeURIComponent(orderRef)}${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`,
  pending: (orderRef) => `/checkout/onepage/failure?orderId=${encodeURIComponent(orderRef)}&status=pending`,
};

/** The store page a payment's outcome leads to. */
export function returnPageFor(
  pages: ReturnPages,
  outcome: { orderRef: string; status: string; reason: string | null },
): string {
  // a card held for goods sold by weight (decision 043) secures the order as a payment does
  const secured = ['paid', 'refunded', 'authorised', 'captured', 'voided'];
  if (secured.includes(outcome.status)) return pages.paid(outcome.orderRef);
  if (outcome.status === 'pending') return pages.pending(outcome.orderRef);
  return pages.failed(outcome.orderRef, outcome.reason);
}

/**
 * The payment webview's order (decision 027): the provider's page to frame while the caller's own payment waits for
 * them — only a page on the provider's configured origin, the one origin the webview's CSP lets it frame — else the
 * store page its outcome leads to. Another customer's order is a 404 (the resolver's rule).
 */
export async function paymentPage(
  context: PaymentsContext,
  customerId: number,
  orderRef: string,
  frame: { pageOrigin: string; returnPages: ReturnPages },
): Promise<PaymentPageView> {
  const latest = await resolvePayment(context, customerId, orderRef);
  const framable =
    latest.redirectUrl !== null &&
    URL.canParse(latest.redirectUrl) &&
    new URL(latest.redirectUrl).origin === frame.pageOrigin;
  return {
    orderId: latest.orderRef,
    status: latest.status,
    page_url: framable ? latest.redirectUrl : null,
    next_url: framable ? null : returnPageFor(frame.returnPages, latest),
  };
}
