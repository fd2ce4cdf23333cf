import { data } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/shopping-list-all-products';
import { requireCustomer } from '../features/customers/api/session';
import { getAllListProducts } from '../features/lists/api/get-all-list-products';
import { listFilterOf } from '../features/lists/list-filter';
import { ListFilterForm } from '../features/lists/list-filter-form';
import { notFoundWhenOff } from '../features/lists/list-loaders';
import { ListProducts } from '../features/lists/list-products';
import { BackToLists } from '../features/lists/list-page';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('All products in my lists');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** All products in my lists (spec §2), once each, with the §3 filter. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const filter = listFilterOf(url);
  const list = await getAllListProducts(serverApi(context, request), filter).catch(notFoundWhenOff);
  return data({ list, filter: filter.toString() });
}

export default function AllListProducts({ loaderData }: Route.ComponentProps) {
  const { list, filter } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <BackToLists />
      <h1 className="text-3xl font-extrabold">All products in my lists</h1>
      <ListFilterForm keep={{}} values={new URLSearchParams(filter)} />
      <ListProducts products={list.products} />
    </div>
  );
}
