/**
 * The whole menu (top-level categories with their subcategories) for the category drawer, read in the browser
 * when the drawer first opens: pages carry only the top level (the bar and the home tiles), so the drawer's
 * hundred-odd subcategories stay out of every page's loader data. Contract type only (no zod in the browser).
 */
import type { MenuResponse } from '@sulit/contracts/catalog';
import { browserApi } from '../../lib/http/browser-client';
import { queryOptions, STALE_TIME } from '../../lib/http/query';

export const menuQuery = queryOptions({
  queryKey: ['menu', 'top'],
  queryFn: () => browserApi.json<MenuResponse>('/rest/V1/sulit/megamenu/menu-top').then((body) => body.items),
  staleTime: STALE_TIME.product,
});
