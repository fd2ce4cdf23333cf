import { formatPeso } from '@sulit/domain/shared/money';
import { Fact } from '../components/fact';
import { ORDER_PAGE_WAIT_AFTER, ORDER_PAGE_WAIT_MS } from '@sulit/domain/orders/order-constants';
import { ORDER_FILTER_LABELS, ORDER_STATUS_FILTERS, type OrderStatusFilter } from '@sulit/domain/orders/order-history';
import { nextRatingPrompt } from '@sulit/domain/orders/order-tracking';
import { Form, Link } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/sales-order-history';
import { AccountLayout } from '../features/customers/account/account-nav';
import { requireCustomer } from '../features/customers/api/session';
import { getNotRated } from '../features/orders/api/get-not-rated';
import { getOrders } from '../features/orders/api/get-orders';
import { orderPageAction } from '../features/orders/order-page-actions';
import { ORDER_HISTORY_PATH, orderViewPath, TRACK_AND_TRACE_PATH } from '../features/orders/order-paths';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { RatingForm } from '../features/orders/rating-form';
import { serverApi } from '../lib/http/server-client';
import { Section } from '../components/section';

export const meta: Route.MetaFunction = () => noindexTags('My orders');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

const isFilter = (v: string | null): v is OrderStatusFilter =>
  (ORDER_STATUS_FILTERS as readonly string[]).includes(v ?? '');

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const status = isFilter(url.searchParams.get('status'))
    ? (url.searchParams.get('status') as OrderStatusFilter)
    : 'all';
  const page = Math.min(100_000, Math.max(1, Number(url.searchParams.get('page')) || 1));
  // Spec §9: "a one-second wait for order pages past 5".
  if (page > ORDER_PAGE_WAIT_AFTER) await new Promise((resolve) => setTimeout(resolve, ORDER_PAGE_WAIT_MS));
  const api = serverApi(context, request);
  const [orders, awaiting] = await Promise.all([getOrders(api, page, status), getNotRated(api)]);
  const numbers = awaiting.items.map((o) => o.increment_id);
  const asked = url.searchParams.get('rate');
  const prompt = asked && numbers.includes(asked) ? asked : nextRatingPrompt(numbers, null);
  return { orders, prompt, later: numbers.length > 1 ? nextRatingPrompt(numbers, prompt) : null };
}

export const action = ({ request, context }: Route.ActionArgs) => orderPageAction(context, request);

export default function OrderHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, prompt, later } = loaderData;
  const pageLink = (page: number) => `${ORDER_HISTORY_PATH}?status=${orders.status}&page=${page}`;
  return (
    <AccountLayout title="My orders">
      {actionData && (
        <p
          role="status"
          className={`mb-4 rounded-xl p-4 ${actionData.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'}`}
        >
          {actionData.message}
        </p>
      )}
      {prompt && (
        <Section
          title="Rate your order"
          className="mb-4 rounded-2xl border border-amber-200 bg-amber-50 p-4"
          titleClassName="mb-2 font-extrabold"
        >
          <RatingForm orderNumber={prompt} later={later} />
        </Section>
      )}
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-semibold">
          Status
          <select
            name="status"
            defaultValue={orders.status}
            className="mt-1 min-h-11 rounded-lg border border-stone-300 bg-white px-3"
          >
            <option value="all">All orders</option>
            {(Object.keys(ORDER_FILTER_LABELS) as (keyof typeof ORDER_FILTER_LABELS)[]).map((key) => (
              <option key={key} value={key}>
                {ORDER_FILTER_LABELS[key]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-semibold">
          Filter
        </button>
        <Link
          to={TRACK_AND_TRACE_PATH}
          className="ml-auto inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          Track and trace
        </Link>
      </Form>
      {orders.items.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
          {orders.status === 'all' ? 'You have not placed any orders yet.' : 'No orders with this status.'}{' '}
          <Link to="/" className="font-semibold text-brand-700 underline">
            Start shopping
          </Link>
        </p>
      ) : (
        <ul aria-label="Orders" className="space-y-3">
          {orders.items.map((order) => (
            <li key={order.increment_id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-extrabold">
                  Order <span data-testid="history-order-number">{order.increment_id}</span>
                </h2>
                <OrderStatusBadge label={order.status_label} />
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                <Fact term="Date">{order.date}</Fact>
                <Fact term="Total">{formatPeso(order.grand_total)}</Fact>
                <Fact term="Sold by" className="col-span-2 sm:col-span-1">
                  {order.sellers.map((s) => s.shop_name).join(', ')}
                </Fact>
              </dl>
              <Link
                to={orderViewPath(order.increment_id)}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
                aria-label={`View order ${order.increment_id}`}
              >
                View order
              </Link>
            </li>
          ))}
        </ul>
      )}
      {orders.page_count > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between">
          {orders.page > 1 ? (
            <Link
              to={pageLink(orders.page - 1)}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-semibold"
            >
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-stone-700">
            Page {orders.page} of {orders.page_count}
          </span>
          {orders.page < orders.page_count ? (
            <Link
              to={pageLink(orders.page + 1)}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-semibold"
            >
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </AccountLayout>
  );
}
