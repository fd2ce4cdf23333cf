import { STORE_BRAND } from '@sulit/domain/store-constants';
import { data } from 'react-router';
import type { Route } from './+types/out-of-stock-subscription';
import { getStockSubscriptions } from '../features/alerts/api/get-stock-subscriptions';
import { SubscriptionList } from '../features/alerts/subscription-list';
import { requireCustomer } from '../features/customers/api/session';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => [
  { title: `Waiting for stock — ${STORE_BRAND}` },
  { name: 'robots', content: 'noindex' },
];
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** The out-of-stock subscription page (spec §2): the products I wait for at my store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(context, request);
  return data(await getStockSubscriptions(serverApi(context, request)));
}

export default function OutOfStockSubscriptionPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-extrabold">Waiting for stock</h1>
      <SubscriptionList kind="stock" items={loaderData.items} />
    </div>
  );
}
