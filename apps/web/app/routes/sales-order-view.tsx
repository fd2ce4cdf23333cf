import { Form, Link, useNavigation } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/sales-order-view';
import { OrderSummaryView } from '../features/checkout/order-summary-view';
import { requireCustomer } from '../features/customers/api/session';
import { loadOwnOrder } from '../features/orders/load-order';
import { orderPageAction } from '../features/orders/order-page-actions';
import {
  editOrderPath,
  invoicePath,
  ORDER_HISTORY_PATH,
  orderViewPath,
  printOrderPath,
  WHOLE_ORDER_SHOP_ID,
} from '../features/orders/order-paths';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { RatingForm } from '../features/orders/rating-form';
import { getOrderSubstitutions } from '../features/orders/api/order-substitutions';
import { orderAsPicked, orderAsWeighed } from '../features/orders/order-as-picked';
import { OrderSubstitutionsView } from '../features/orders/order-substitutions';
import { getOrderWeights } from '../features/orders/api/order-weights';
import { OrderWeighedLines } from '../features/orders/order-weighed-lines';
import { CancelOrderButton } from '../features/orders/cancel-order-dialog';
import { primaryButton } from '../components/button';
import { CHECKOUT_FAILURE_PATH } from '@sulit/domain/checkout/checkout-constants';
import { contactSellerPath } from '@sulit/domain/seller-chat/chat-paths';
import { OWN_SELLER_ID } from '@sulit/domain/shared/store-constants';
import { getOrderReviewLines } from '../features/reviews/api/get-order-review-lines';
import { OrderReviewLines } from '../features/reviews/order-review-lines';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = ({ params }) => noindexTags(`Order ${params.orderId}`);
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  // beside the order, which of its lines can be reviewed (issue 31); the order page stands without them
  const [order, reviews, swaps, weights] = await Promise.all([
    loadOwnOrder(context, request, params.orderId, params.shopId),
    getOrderReviewLines(serverApi(context, request), params.orderId).catch(() => null),
    getOrderSubstitutions(serverApi(context, request), params.orderId).catch(() => null),
    getOrderWeights(serverApi(context, request), params.orderId).catch(() => null),
  ]);
  return { order, reviews, swaps, weights };
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  orderPageAction(context, request, params.orderId);

const linkButton = 'inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 font-semibold';

/** Spec §2 order view per shop: the whole order ('0') or one seller's sub-order, with what the shopper can do next. */
export default function OrderView({ loaderData, actionData }: Route.ComponentProps) {
  const { order, reviews, swaps, weights } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link
        to={ORDER_HISTORY_PATH}
        className="mb-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
      >
        ← My orders
      </Link>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">Order {order.increment_id}</h1>
        <OrderStatusBadge label={order.status_label} />
        <span className="text-sm text-stone-600">Placed {order.date}</span>
      </div>
      {actionData && (
        <p
          role="status"
          className={`mb-4 rounded-xl p-4 ${actionData.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'}`}
        >
          {actionData.message}
          {actionData.intent === 'reorder' && actionData.ok && (
            <>
              {' '}
              <Link to="/checkout/cart" className="font-semibold underline">
                Go to cart
              </Link>
            </>
          )}
        </p>
      )}
      {order.tracking.length > 1 && (
        <nav aria-label="Shops in this order" className="mb-4 flex flex-wrap gap-2">
          <Link to={orderViewPath(order.increment_id, WHOLE_ORDER_SHOP_ID)} className={linkButton}>
            Whole order
          </Link>
          {order.tracking.map((t) => (
            <Link key={t.order_number} to={orderViewPath(order.increment_id, t.seller_id)} className={linkButton}>
              {t.shop_name}
            </Link>
          ))}
        </nav>
      )}
      <div className="mb-4 flex flex-wrap gap-2">
        {order.tracking.map((t) => (
          <Link key={t.order_number} to={t.tracking_path} className={linkButton}>
            Track {order.tracking.length > 1 ? t.shop_name : 'order'}: {t.tracking_status}
          </Link>
        ))}
        {order.invoice_offered && (
          <Link to={invoicePath(order.increment_id)} className={linkButton}>
            Invoice
          </Link>
        )}
        <Link to={printOrderPath(order.increment_id)} className={linkButton}>
          Print order
        </Link>
        {order.tracking
          .filter((t) => t.seller_id !== OWN_SELLER_ID)
          .map((t) => (
            <Link
              key={`contact-${t.seller_id}`}
              to={contactSellerPath(order.increment_id, t.seller_id)}
              className={linkButton}
            >
              Contact seller{order.tracking.length > 1 ? `: ${t.shop_name}` : ''}
            </Link>
          ))}
      </div>
      <OrderSummaryView order={orderAsWeighed(orderAsPicked(order, swaps ?? null), weights ?? null)} />
      {weights && <OrderWeighedLines view={weights} />}
      {swaps && <OrderSubstitutionsView view={swaps} busy={busy} />}
      {reviews && <OrderReviewLines reviews={reviews} />}
      {order.refund && (
        <p className="mt-4 rounded-xl bg-stone-100 p-4 text-sm">
          Refund of your payment:{' '}
          {order.refund.status === 'refunded' ? 'sent back to your payment method' : 'in progress'}.
        </p>
      )}
      <section aria-label="What you can do" className="mt-4 space-y-4">
        {order.rating.rating_status === 'not_rated' || order.rating.rating_status === 'dismissed' ? (
          <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
            <RatingForm orderNumber={order.increment_id} />
          </div>
        ) : order.rating.rating_status === 'rated' ? (
          <p className="text-sm text-stone-700">You rated this order {order.rating.rating} out of 5. Thank you!</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="reorder"
              disabled={busy}
              className={primaryButton('inline-flex min-h-12 items-center rounded-xl px-5 disabled:opacity-70')}
            >
              Reorder
            </button>
          </Form>
          {order.status === 'holded' && (
            // issue 28: a declined order is paid again from the failure page, within its hold
            <Link
              to={`${CHECKOUT_FAILURE_PATH}?orderId=${order.increment_id}`}
              className={primaryButton('inline-flex min-h-12 items-center rounded-xl px-5')}
            >
              Pay for this order
            </Link>
          )}
          {order.can_edit && (
            <Link to={editOrderPath(order.increment_id)} className={linkButton}>
              Edit order
            </Link>
          )}
          {order.can_cancel && <CancelOrderButton orderNumber={order.increment_id} busy={busy} />}
        </div>
      </section>
    </div>
  );
}
