import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { data } from 'react-router';
import type { Route } from './+types/delivery-areas';
import { getCatalogPage } from '../features/catalog/api/get-catalog-page';
import { CmsPageView } from '../features/content/cms-page-view';
import { seoTags } from '../features/content/seo';
import { getDeliveryAreas } from '../features/location/api/get-delivery-areas';
import { DeliveryAreaChecker, DeliveryAreaList } from '../features/location/delivery-area-checker';
import { serverApi } from '../lib/http/server-client';

/**
 * /delivery-areas (spec §2 "Other pages"): the editor's words (the CMS page of that slug), a barangay checker
 * and the coverage from areas.json — the same rows and rule that decide every shopper's store.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const [page, areas] = await Promise.all([getCatalogPage(api, '/delivery-areas'), getDeliveryAreas(api)]);
  if (page?.type !== 'cms') throw data(null, { status: 404 });
  return { page: page.page, areas, origin: url.origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoTags({
        title: `${loaderData.page.title} — ${STORE_BRAND}`,
        description: loaderData.page.meta_description,
        url: `${loaderData.origin}/delivery-areas`,
        type: 'website',
      })
    : [];

export default function DeliveryAreas({ loaderData }: Route.ComponentProps) {
  const { page, areas } = loaderData;
  return (
    <CmsPageView page={page}>
      <DeliveryAreaChecker stores={areas.stores} />
      <DeliveryAreaList areas={areas} />
    </CmsPageView>
  );
}
