import type { CheckoutOrderView } from '@sulit/contracts/checkout';
import type { MyMembership } from '@sulit/contracts/membership';
import { Link } from 'react-router';
import { noindexTags } from '../features/content/seo';
import { SplashGate } from '../features/nudges/splash-gate';
import type { Route } from './+types/checkout-success';
import { getOrder } from '../features/checkout/api/get-order';
import { OrderSummaryView } from '../features/checkout/order-summary-view';
import { orderViewPath } from '../features/orders/order-paths';
import { requireCustomer } from '../features/customers/api/session';
import { getMembershipProducts } from '../features/membership/api/get-membership-products';
import { getMyMembership } from '../features/membership/api/get-my-membership';
import { MembershipOrderNotice } from '../features/membership/membership-order-notice';
import { ApiError } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('Thank you for your order');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const orderId = url.searchParams.get('orderId') ?? '';
  let order: CheckoutOrderView | null = null;
  if (/^\d{9}$/.test(orderId)) {
    try {
      order = await getOrder(serverApi(context, request), orderId);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  // A membership card in the order: the card as the server has it now (active once the order is paid).
  let membership: { mine: MyMembership | null; paid: boolean } | null = null;
  if (order) {
    const skus = new Set(order.sellers.flatMap((s) => s.items.map((i) => i.sku)));
    const products = await getMembershipProducts(context);
    if (products.some((p) => skus.has(p.sku))) {
      // Paid: processing, or complete for a membership-only order (issue 29: nothing left to ship).
      const paid = order.status === 'processing' || order.status === 'complete';
      membership = { mine: await getMyMembership(context, true), paid };
    }
  }
  return { order, membership };
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { order, membership } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      {order ? (
        <>
          <h1 className="mb-2 text-2xl font-extrabold tracking-tight">Thank you for your order!</h1>
          <p className="mb-4 text-stone-700">
            We sent the confirmation to your e-mail. Your order number is <strong>{order.increment_id}</strong>.
          </p>
          {membership && <MembershipOrderNotice mine={membership.mine} paid={membership.paid} />}
          <OrderSummaryView order={order} />
          {/* spec §4: a successful-purchase ad, after its time_delay */}
          <SplashGate location="successful_purchase" />
          {/* issue 12: the order's own page (tracking, invoice, cancel) */}
          <Link
            to={orderViewPath(order.increment_id)}
            className="mt-4 mr-6 inline-block font-bold text-brand-700 underline"
          >
            View your order
          </Link>
        </>
      ) : (
        <>
          <h1 className="mb-2 text-2xl font-extrabold tracking-tight">Order not found</h1>
          <p className="mb-4 text-stone-700">We could not find this order in your account.</p>
        </>
      )}
      <Link to="/" className="mt-6 inline-block font-bold text-brand-700 underline">
        Continue shopping
      </Link>
    </div>
  );
}
