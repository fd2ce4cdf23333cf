import { data, type LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../../lib/http/client';
import { serverApi } from '../../lib/http/server-client';
import { type SeoInput, seoTags } from './seo';

/**
 * A public page about one record named by a path parameter (an FAQ article, a shop, a shop's information): the
 * loader reads it through the API and answers 404 when there is none; the meta describes it for search engines
 * and shared links, from the same record and the store's origin.
 */
export function recordPage<Row>(
  param: string,
  read: (api: ApiClient, key: string) => Promise<Row | null>,
  seoOf: (row: Row, origin: string) => SeoInput,
) {
  return {
    async loader({ request, context, params }: LoaderFunctionArgs) {
      const row = await read(serverApi(context, request), params[param] ?? '');
      if (!row) throw data(null, { status: 404 });
      return { row, origin: new URL(request.url).origin };
    },
    // an error answer leaves no loader data: the error page sets its own title
    meta: ({ loaderData }: { loaderData?: { row: Row; origin: string } }) =>
      loaderData ? seoTags(seoOf(loaderData.row, loaderData.origin)) : [],
  };
}
