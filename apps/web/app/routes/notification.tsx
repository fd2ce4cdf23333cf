import { data, Link } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/notification';
import { getNotifications } from '../features/alerts/api/get-notifications';
import { NotificationList } from '../features/alerts/notification-list';
import { requireCustomer } from '../features/customers/api/session';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('Alerts');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** The notification page (spec §2): one alerts centre for price drops, stock returns and list shares. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const before = Number(url.searchParams.get('before'));
  const page = await getNotifications(
    serverApi(context, request),
    Number.isSafeInteger(before) && before > 0 ? before : null,
  );
  return data(page);
}

export default function NotificationPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-extrabold">Alerts</h1>
      <nav className="flex flex-wrap gap-4 text-sm font-semibold">
        <Link to="/price-subscription" className="text-brand-700 hover:underline">
          My price watch
        </Link>
        <Link to="/out-of-stock-subscription" className="text-brand-700 hover:underline">
          Waiting for stock
        </Link>
      </nav>
      <NotificationList items={loaderData.items} unread={loaderData.unread} />
      {loaderData.next_before && (
        <Link
          to={`/notification?before=${loaderData.next_before}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          Older alerts
        </Link>
      )}
    </div>
  );
}
