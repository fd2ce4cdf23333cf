import { data } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/alert-subscriptions';
import { getPriceSubscriptions } from '../features/alerts/api/get-price-subscriptions';
import { getStockSubscriptions } from '../features/alerts/api/get-stock-subscriptions';
import { SubscriptionList } from '../features/alerts/subscription-list';
import { requireCustomer } from '../features/customers/api/session';
import { serverApi } from '../lib/http/server-client';

const TITLES = { price: 'Price watch', stock: 'Waiting for stock' } as const;

export const meta: Route.MetaFunction = ({ loaderData }) => noindexTags(TITLES[loaderData?.kind ?? 'price']);
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/**
 * The price subscription page (spec §2: what I watch and its price now) and the out-of-stock subscription
 * page (the products I wait for at my store): one page, its path says which list (routes.ts).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const api = serverApi(context, request);
  if (url.pathname.startsWith('/price-subscription')) {
    return data({ kind: 'price' as const, items: (await getPriceSubscriptions(api)).items });
  }
  return data({ kind: 'stock' as const, items: (await getStockSubscriptions(api)).items });
}

export default function AlertSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const { kind, items } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-extrabold">{TITLES[kind]}</h1>
      <SubscriptionList kind={kind} items={items} />
    </div>
  );
}
