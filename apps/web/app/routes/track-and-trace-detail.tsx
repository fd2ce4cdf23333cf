import { data, Link } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/track-and-trace-detail';
import { requireCustomer } from '../features/customers/api/session';
import { getTracking } from '../features/orders/api/get-tracking';
import { orderViewPath, TRACK_AND_TRACE_PATH } from '../features/orders/order-paths';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { OrderTimeline } from '../features/orders/order-timeline';
import { ApiError } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = ({ params }) => noindexTags(`Tracking ${params.number}`);
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

/**
 * Spec §2 track/{increment_id} (own store), trace/{increment_id} (a third-party seller's sub-order) and
 * package/{packageId} (a membership order): one timeline page; the path says which family answers.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const path = url.pathname;
  const family = path.startsWith(`${TRACK_AND_TRACE_PATH}/trace/`) ? 'third_party' : 'own';
  const number = params.number ?? '';
  if (!/^\d{9}(-\d{1,3})?$/.test(number)) throw data(null, { status: 404 });
  try {
    const tracking = await getTracking(serverApi(context, request), number, family);
    // Each kind has its own path: a membership only under package/, the own store only under track/.
    const expected = tracking.tracking_path;
    if (expected !== path) throw data(null, { status: 404 });
    return { tracking };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function TrackAndTraceDetail({ loaderData }: Route.ComponentProps) {
  const { tracking } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <Link
        to={TRACK_AND_TRACE_PATH}
        className="mb-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
      >
        ← Track and trace
      </Link>
      <div className="mb-1 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">
          {tracking.kind === 'membership' ? 'Membership' : 'Order'} {tracking.order_number}
        </h1>
        <OrderStatusBadge label={tracking.status_label} />
      </div>
      <p className="mb-4 text-stone-700">
        {tracking.kind === 'third_party' ? `Sold and shipped by ${tracking.shop_name}. ` : ''}
        Status: <strong data-testid="tracking-status">{tracking.tracking_status}</strong>
      </p>
      <section aria-label="Timeline" className="rounded-2xl border border-stone-200 bg-white p-5">
        <OrderTimeline timeline={tracking.timeline} />
      </section>
      <Link
        to={orderViewPath(tracking.increment_id)}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
      >
        View order details
      </Link>
    </div>
  );
}
