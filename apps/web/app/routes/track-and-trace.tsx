import { formatPeso } from '@sulit/domain/shared/money';
import { showsNewOrderNotice } from '@sulit/domain/orders/order-tracking';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/track-and-trace';
import { requireCustomer } from '../features/customers/api/session';
import { getTrackingList } from '../features/orders/api/get-tracking-list';
import { ORDER_HISTORY_PATH } from '../features/orders/order-paths';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('Track your order');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  return { tracking: await getTrackingList(serverApi(context, request)) };
}

/** Where this browser keeps the last order number it announced (spec §4 new-order notice). */
const SHOWN_ORDER_KEY = 'sulit.tracking.latestShown';

/** Spec §4: "A new-order notice shows when the latest order number differs from the one already shown, or none was shown." */
function useNewOrderNotice(latest: string | null): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const shown = window.localStorage.getItem(SHOWN_ORDER_KEY);
    if (showsNewOrderNotice(latest, shown) && latest) {
      setNotice(latest);
      window.localStorage.setItem(SHOWN_ORDER_KEY, latest);
    }
  }, [latest]);
  return notice;
}

export default function TrackAndTrace({ loaderData }: Route.ComponentProps) {
  const { tracking } = loaderData;
  const notice = useNewOrderNotice(tracking.latest_order_number);
  const groups = [
    { key: 'ongoing', title: 'Ongoing', count: tracking.ongoing_count },
    { key: 'final', title: 'Completed and closed', count: tracking.final_count },
  ] as const;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-1 text-2xl font-extrabold tracking-tight">Track your order</h1>
      <p className="mb-4 text-stone-700">
        {tracking.in_progress_count === 1 ? '1 order is' : `${tracking.in_progress_count} orders are`} on the way.{' '}
        <Link to={ORDER_HISTORY_PATH} className="font-semibold text-brand-700 underline">
          All my orders
        </Link>
      </p>
      {notice && (
        <p role="status" className="mb-4 rounded-xl bg-brand-50 p-4 text-brand-900">
          New order {notice} — follow it below.
        </p>
      )}
      {tracking.items.length === 0 && (
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
          You have no orders to track yet.{' '}
          <Link to="/" className="font-semibold text-brand-700 underline">
            Start shopping
          </Link>
        </p>
      )}
      {groups.map((group) => {
        const items = tracking.items.filter((i) => i.group === group.key);
        if (items.length === 0) return null;
        return (
          <section key={group.key} aria-labelledby={`group-${group.key}`} className="mb-6">
            <h2 id={`group-${group.key}`} className="mb-2 text-lg font-extrabold">
              {group.title} ({group.count})
            </h2>
            <ul className="space-y-3">
              {items.map((item) => (
                <li key={item.order_number} className="rounded-2xl border border-stone-200 bg-white p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-extrabold">
                      {item.kind === 'membership' ? 'Membership' : item.shop_name} · {item.order_number}
                    </p>
                    <OrderStatusBadge label={item.status_label} />
                  </div>
                  <p className="mt-1 text-sm text-stone-700">
                    {item.date} · {formatPeso(item.grand_total)} ·{' '}
                    <span className="font-semibold" data-testid="tracking-status">
                      {item.tracking_status}
                    </span>
                  </p>
                  {item.skips_lookup ? (
                    <p className="mt-2 text-sm text-stone-600">This order is closed; there is nothing to track.</p>
                  ) : (
                    <Link
                      to={item.tracking_path}
                      aria-label={`Track ${item.order_number}`}
                      className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
                    >
                      Track
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
