import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { StoreLink } from '../components/store-link';
import type { Route } from './+types/search-results';
import { getTopSelling } from '../features/catalog/api/get-top-selling';
import { getListing } from '../features/catalog/api/get-listing';
import { readListingState, SORT_OPTIONS } from '../features/catalog/listing-params';
import { ListingView } from '../features/catalog/listing-view';
import { ProductRail } from '../features/catalog/product-rail';
import { serverApi } from '../lib/http/server-client';
import { Section } from '../components/section';

const SEARCH_SORTS = SORT_OPTIONS.map((o) => o.value);
const MAX_QUERY_LENGTH = 200;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) {
    // Never an empty page: with nothing to search for, show what sells best.
    const best = await getTopSelling(api);
    return { q, listing: null, alternatives: best };
  }
  const state = readListingState(url.searchParams, 'relevance');
  const listing = await getListing(api, 'search', state, { query: q });
  return { q, listing: { ...listing, state }, alternatives: listing.results.alternatives ?? [] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.q ? `Search results for “${loaderData.q}” — ${STORE_BRAND}` : `Search — ${STORE_BRAND}` },
  { name: 'description', content: `Search the ${STORE_BRAND} catalogue.` },
  // Result pages are endless variations of other pages: crawlers follow their links but do not index them.
  { name: 'robots', content: 'noindex, follow' },
];

function Alternatives({ items, title }: { items: Route.ComponentProps['loaderData']['alternatives']; title: string }) {
  if (items.length === 0) return null;
  return (
    <Section
      title={title}
      titleId="alternatives-title"
      className="mt-8"
      titleClassName="mb-4 text-xl font-extrabold tracking-tight"
    >
      <ProductRail products={items} labelledBy="alternatives-title" />
    </Section>
  );
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { q, listing, alternatives } = loaderData;
  if (!listing) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-10">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Search</h1>
        <p className="mt-2 text-stone-700">Type a product, brand or category in the search box above.</p>
        <Alternatives items={alternatives} title="Popular right now" />
      </div>
    );
  }
  const { results } = listing;
  const empty = results.total_count === 0;
  const heading = (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        Search results for “<span className="text-brand-800">{q}</span>”
      </h1>
      {empty && (
        <div className="mt-3 rounded-xl border border-stone-200 bg-white p-4 text-stone-800">
          <p className="font-semibold">We found no products for “{q}”.</p>
          {results.suggestion && (
            <p className="mt-1">
              Did you mean{' '}
              <StoreLink
                to={`/catalogsearch/result/?q=${encodeURIComponent(results.suggestion)}`}
                className="font-bold text-brand-700 underline"
              >
                {results.suggestion}
              </StoreLink>
              ?
            </p>
          )}
          <p className="mt-1 text-sm text-stone-600">Check the spelling, use fewer words, or browse the categories.</p>
        </div>
      )}
    </div>
  );
  return (
    <>
      <ListingView heading={heading} listing={listing} categoryLinks="filter" sorts={SEARCH_SORTS} keep={['q']} />
      {empty && (
        <div className="mx-auto max-w-7xl px-4 pb-10 md:px-6">
          <Alternatives items={alternatives} title="You might like these instead" />
        </div>
      )}
    </>
  );
}
