import { data, redirect } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/shopping-list-detail';
import { rebuildFromServer } from '../features/cart/cart-write-queue';
import { requireCustomer } from '../features/customers/api/session';
import { getListDetail } from '../features/lists/api/get-list-detail';
import { getSharedList } from '../features/lists/api/get-shared-list';
import { isFiltered, listFilterOf } from '../features/lists/list-filter';
import { LISTS_PATH, listFailure } from '../features/lists/list-loaders';
import { ListPage } from '../features/lists/list-page';
import { ApiError } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = ({ data: loaded }) => noindexTags(loaded?.list.list_name ?? 'Shopping list');
export const headers: Route.HeadersFunction = () => ({
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
});

/**
 * /shopping-list/list (spec §2, §4): `?id=` a list of mine or shared with me; `?tk=` a list opened by its share
 * link (read-only, guests too). An empty default list and a missing list go to all lists; a guest without a
 * token logs in first with the path remembered; a revoked or unknown token is the 404 page.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const filter = listFilterOf(url);
  const api = serverApi(context, request);
  const tk = url.searchParams.get('tk');
  if (tk !== null) {
    try {
      return data({ list: await getSharedList(api, tk, filter), tk, filter: filter.toString() });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw data(null, { status: 404 });
      if (error instanceof ApiError && error.status === 429) throw data(null, { status: 429 });
      throw error;
    }
  }
  await requireCustomer(context, { request, url });
  const id = Number(url.searchParams.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw redirect(LISTS_PATH);
  const list = await getListDetail(api, id, filter).catch((error: unknown) => listFailure(api, error));
  if (list.is_default && list.total_count === 0 && !isFiltered(filter)) throw redirect(LISTS_PATH);
  return data({ list, tk: null, filter: filter.toString() });
}

export default function ShoppingListDetail({ loaderData }: Route.ComponentProps) {
  const { list, tk, filter } = loaderData;
  return (
    <ListPage
      key={list.list_id}
      list={list}
      tk={tk}
      filter={new URLSearchParams(filter)}
      onCartChanged={() => void rebuildFromServer()}
    />
  );
}
