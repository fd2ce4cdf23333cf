import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { data, Link } from 'react-router';
import type { Route } from './+types/promotion';
import { getListing } from '../features/catalog/api/get-listing';
import { getPromotion } from '../features/catalog/api/get-promotion';
import { readListingState } from '../features/catalog/listing-params';
import { ListingView } from '../features/catalog/listing-view';
import { seoTags } from '../features/content/seo';
import { serverApi } from '../lib/http/server-client';

const SORTS = ['best-selling', 'newest', 'name', 'name-desc', 'price', 'price-desc'] as const;

/**
 * /promotion/{slug} (spec §2 "Other pages": special products, truckload): the page's words and its products,
 * which the catalogue chooses by the tag or category the page names in data. An unpublished slug is a 404.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const promotion = await getPromotion(api, params.slug);
  if (!promotion) throw data(null, { status: 404 });
  const state = readListingState(url.searchParams, 'best-selling');
  const listing = await getListing(api, 'listing', state, { promotion: promotion.slug });
  return { ...listing, promotion, state, filtered: url.search.length > 1, origin: url.origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoTags({
        title: `${loaderData.promotion.title} — ${STORE_BRAND}`,
        description: loaderData.promotion.meta_description,
        url: loaderData.origin + loaderData.promotion.url_path,
        type: 'website',
      })
    : [];

export default function Promotion({ loaderData }: Route.ComponentProps) {
  const { promotion, results, filtered } = loaderData;
  const heading = (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{promotion.title}</h1>
      <p className="mt-1 max-w-3xl text-stone-700">{promotion.intro}</p>
    </div>
  );
  if (results.total_count === 0 && !filtered) {
    return (
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 md:px-6">
        {heading}
        <p role="status" className="rounded-2xl bg-stone-100 p-6 text-stone-800">
          No products on this promotion right now. Have a look at our{' '}
          <Link to="/special/hot-offers.html" className="font-semibold text-brand-700 underline">
            hot offers
          </Link>{' '}
          instead.
        </p>
      </div>
    );
  }
  return <ListingView heading={heading} listing={loaderData} categoryLinks="filter" sorts={SORTS} />;
}
