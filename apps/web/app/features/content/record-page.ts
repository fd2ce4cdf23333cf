import { data, type LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../../lib/http/client';
import { serverApi } from '../../lib/http/server-client';

/**
 * The loader of a public page about one record named by a path parameter (an FAQ article, a shop, a shop's
 * information): it reads the record through the API and answers 404 when there is none. The page's meta comes
 * from `recordMeta` (seo.ts), which the browser bundle keeps while this loader stays on the server.
 */
export function recordLoader<Row>(param: string, read: (api: ApiClient, key: string) => Promise<Row | null>) {
  return async ({ request, url, context, params }: LoaderFunctionArgs) => {
    const row = await read(serverApi(context, request), params[param] ?? '');
    if (!row) throw data(null, { status: 404 });
    return { row, origin: url.origin };
  };
}
