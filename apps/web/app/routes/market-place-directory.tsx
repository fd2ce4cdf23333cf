import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { Link } from 'react-router';
import type { Route } from './+types/market-place-directory';
import { getMarketplaceSellers } from '../features/catalog/api/get-marketplace-sellers';
import { seoTags } from '../features/content/seo';
import { getBrandDirectory } from '../features/sellers/api/get-brand-directory';
import { byFirstLetter } from '../features/sellers/directory-letters';
import { serverApi } from '../lib/http/server-client';

type Entry = { name: string; href: string; count: number };

/** /market-place/directory?sellers (default) or ?brands: A–Z with letter jumps. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const view = url.searchParams.has('brands') ? ('brands' as const) : ('sellers' as const);
  let entries: Entry[];
  if (view === 'brands') {
    const { items } = await getBrandDirectory(api);
    entries = items.map((b) => ({
      name: b.brand,
      // a search for the brand, filtered to it: exactly that brand's products
      href: `/catalogsearch/result/?${new URLSearchParams({ q: b.brand, brand: b.brand })}`,
      count: b.product_count,
    }));
  } else {
    const { items } = await getMarketplaceSellers(api, 0);
    entries = items.map((s) => ({ name: s.shop_name, href: s.url, count: s.product_count }));
  }
  return { view, groups: byFirstLetter(entries, (e) => e.name), origin: url.origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoTags({
    title: `${loaderData?.view === 'brands' ? 'Brands' : 'Sellers'} A–Z — ${STORE_BRAND} marketplace`,
    description: `Every ${loaderData?.view === 'brands' ? 'brand' : 'marketplace seller'} at ${STORE_BRAND}, from A to Z.`,
    url: `${loaderData?.origin ?? ''}/market-place/directory?${loaderData?.view ?? 'sellers'}`,
    type: 'website',
  });

const tab =
  'inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 font-semibold hover:bg-stone-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

export default function MarketPlaceDirectory({ loaderData }: Route.ComponentProps) {
  const { view, groups } = loaderData;
  const noun = view === 'brands' ? 'brands' : 'sellers';
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">Marketplace directory</h1>
      <nav aria-label="Directory" className="mt-4 flex gap-2">
        <Link
          to="/market-place/directory?sellers"
          aria-current={view === 'sellers' ? 'page' : undefined}
          className={tab}
        >
          Sellers
        </Link>
        <Link to="/market-place/directory?brands" aria-current={view === 'brands' ? 'page' : undefined} className={tab}>
          Brands
        </Link>
      </nav>
      <nav
        aria-label={`Jump to ${noun} by letter`}
        className="sticky top-0 z-10 mt-6 bg-stone-50/95 py-2 backdrop-blur"
      >
        <ul className="flex flex-wrap gap-1">
          {groups.map((g) => (
            <li key={g.letter}>
              <a
                href={`#letter-${g.letter === '#' ? 'other' : g.letter}`}
                className="inline-flex size-10 items-center justify-center rounded-lg border border-stone-200 bg-white font-bold text-brand-800 hover:bg-brand-50"
              >
                {g.letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.length === 0 && <p className="mt-6 text-stone-700">No {noun} yet.</p>}
      <div className="mt-4 space-y-8">
        {groups.map((g) => (
          <section
            key={g.letter}
            id={`letter-${g.letter === '#' ? 'other' : g.letter}`}
            aria-labelledby={`heading-${g.letter}`}
            className="scroll-mt-20"
          >
            <h2 id={`heading-${g.letter}`} className="border-b border-stone-200 pb-1 text-xl font-extrabold">
              {g.letter}
            </h2>
            <ul className="mt-2 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-4">
              {g.items.map((e) => (
                <li key={e.href}>
                  <Link
                    to={e.href}
                    className="flex min-h-11 items-center justify-between gap-2 hover:text-brand-800 hover:underline"
                  >
                    <span>{e.name}</span>
                    <span className="text-sm text-stone-600">{e.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
