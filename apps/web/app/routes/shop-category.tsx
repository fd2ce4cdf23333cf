import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { data, Link } from 'react-router';
import type { Route } from './+types/shop-category';
import { getListing } from '../features/catalog/api/get-listing';
import { readListingState } from '../features/catalog/listing-params';
import { ListingView } from '../features/catalog/listing-view';
import { seoTags } from '../features/content/seo';
import { getSellerHome } from '../features/sellers/api/get-seller';
import { categoryBySegment } from '../features/sellers/shop-categories';
import { ShopHeader } from '../features/sellers/shop-header';
import { serverApi } from '../lib/http/server-client';

/** The same sorts as a category page. */
const SORTS = ['best-selling', 'newest', 'name', 'name-desc', 'price', 'price-desc'] as const;

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const seller = await getSellerHome(api, params.seller);
  const category = seller && categoryBySegment(seller.categories, params.category);
  if (!seller || !category) throw data(null, { status: 404 });
  // The shop is the listing's fixed seller; brand, price and sort filters work as on a category page.
  const state = { ...readListingState(url.searchParams, 'best-selling'), sellers: [seller.id] };
  const { results, facets } = await getListing(api, 'listing', state, { categoryId: String(category.id) });
  return { seller, category, results, facets: { ...facets, sellers: [], categories: [] }, state, origin: url.origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...seoTags({
          title: `${loaderData.category.name} from ${loaderData.seller.shop_name} — ${STORE_BRAND}`,
          description: `${loaderData.results.total_count} ${loaderData.category.name} products from ${loaderData.seller.shop_name} at ${STORE_BRAND}.`,
          url: `${loaderData.origin}${loaderData.seller.url}/${loaderData.category.url_path.split('/').pop()}`,
          type: 'website',
        }),
      ]
    : [];

export default function ShopCategory({ loaderData }: Route.ComponentProps) {
  const { seller, category } = loaderData;
  return (
    <div>
      <div className="mx-auto max-w-7xl px-4 pt-4 md:px-6 md:pt-8">
        <ShopHeader seller={seller} />
      </div>
      <ListingView
        heading={
          <div>
            <nav aria-label="Breadcrumb" className="text-sm">
              <Link to={seller.url} className="font-semibold text-brand-700 hover:underline">
                {seller.shop_name}
              </Link>
              <span className="text-stone-500"> / {category.name}</span>
            </nav>
            <h2 className="text-2xl font-extrabold tracking-tight md:text-3xl">{category.name}</h2>
          </div>
        }
        listing={{ ...loaderData, state: { ...loaderData.state, sellers: [] } }}
        categoryLinks="filter"
        sorts={SORTS}
      />
    </div>
  );
}
