import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import type { Route } from './+types/hot-offers';
import { getListing } from '../features/catalog/api/get-listing';
import { readListingState } from '../features/catalog/listing-params';
import { ListingView } from '../features/catalog/listing-view';
import { seoTags } from '../features/content/seo';
import { serverApi } from '../lib/http/server-client';

const SORTS = ['best-selling', 'newest', 'name', 'name-desc', 'price', 'price-desc'] as const;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const state = readListingState(url.searchParams, 'best-selling');
  const listing = await getListing(api, 'listing', state, { hot_offers: '1' });
  return { ...listing, state, origin: url.origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoTags({
    title: `Hot offers — ${STORE_BRAND}`,
    description: 'Campaign prices, markdowns and buy-2-for-1 deals at Sulit Club, for your selected store.',
    url: `${loaderData?.origin ?? ''}/special/hot-offers.html`,
    type: 'website',
  });

export default function HotOffers({ loaderData }: Route.ComponentProps) {
  return (
    <ListingView
      heading={
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Hot offers</h1>
          <p className="mt-1 text-stone-700">Campaign prices, markdowns and promotions at your selected store.</p>
        </div>
      }
      listing={loaderData}
      categoryLinks="filter"
      sorts={SORTS}
    />
  );
}
