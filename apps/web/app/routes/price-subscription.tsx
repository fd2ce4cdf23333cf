import { STORE_BRAND } from '@sulit/domain/store-constants';
import { data } from 'react-router';
import type { Route } from './+types/price-subscription';
import { getPriceSubscriptions } from '../features/alerts/api/get-price-subscriptions';
import { SubscriptionList } from '../features/alerts/subscription-list';
import { requireCustomer } from '../features/customers/api/session';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => [
  { title: `Price watch — ${STORE_BRAND}` },
  { name: 'robots', content: 'noindex' },
];
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** The price subscription page (spec §2): what I watch and its price now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(context, request);
  return data(await getPriceSubscriptions(serverApi(context, request)));
}

export default function PriceSubscriptionPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-extrabold">Price watch</h1>
      <SubscriptionList kind="price" items={loaderData.items} />
    </div>
  );
}
