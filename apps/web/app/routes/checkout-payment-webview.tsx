import type { PaymentPageView } from '@sulit/contracts/payments';
import { Link, redirect } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/checkout-payment-webview';
import { getPaymentPage } from '../features/checkout/api/get-payment-page';
import { requireCustomer } from '../features/customers/api/session';
import { ORDER_HISTORY_PATH, orderViewPath } from '../features/orders/order-paths';
import { ApiError } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('Pay for your order');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

const ORDER_NUMBER = /^\d{9}$/;

/**
 * Spec §2 /checkout/payment-webview (decision 027): the app places the order, then opens this page in its webview;
 * the provider's own page sits in the store's frame, so the card is typed only there (SAQ-A). The server's CSP lets
 * this page alone frame the provider's origin; when the payment is settled the frame's way back takes the whole
 * window to the success or failure page. An order that is not the caller's reads as not found.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const orderId = url.searchParams.get('orderId') ?? '';
  let payment: PaymentPageView | null = null;
  if (ORDER_NUMBER.test(orderId)) {
    try {
      payment = await getPaymentPage(serverApi(context, request), orderId);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  // nothing to pay in the frame: the page the payment's outcome leads to (a store path the server chose)
  if (payment?.next_url?.startsWith('/') && !payment.next_url.startsWith('//')) throw redirect(payment.next_url);
  return { orderId: payment?.page_url ? payment.orderId : null, pageUrl: payment?.page_url ?? null };
}

export default function CheckoutPaymentWebview({ loaderData }: Route.ComponentProps) {
  const { orderId, pageUrl } = loaderData;
  if (!orderId || !pageUrl) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 text-center">
        <h1 className="mb-3 text-2xl font-extrabold tracking-tight">Payment not found</h1>
        <p className="mb-4 text-stone-700">We could not find a payment waiting for you on this order.</p>
        <Link className="font-bold text-brand-700 underline" to={ORDER_HISTORY_PATH}>
          See your orders
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-2 text-2xl font-extrabold tracking-tight">Pay for order {orderId}</h1>
      <p className="mb-4 text-stone-700">
        Type your card on our payment provider’s secure page below. Sulit Club never sees your card number or CVC.
      </p>
      <iframe
        title="Secure payment page of our payment provider"
        src={pageUrl}
        // the provider's forms post in the frame and its way back leaves it; nothing else is allowed
        sandbox="allow-forms allow-same-origin allow-scripts allow-top-navigation"
        referrerPolicy="no-referrer"
        className="block h-[52rem] w-full rounded-2xl border border-stone-300 bg-white"
      />
      <p className="mt-4 text-sm text-stone-700">
        Paid already?{' '}
        <Link className="font-semibold text-brand-700 underline" to={orderViewPath(orderId)}>
          See order {orderId}
        </Link>
      </p>
    </div>
  );
}
