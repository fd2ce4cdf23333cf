import { PHYSICAL_STORES, STORE_BRAND } from '@sulit/domain/store-constants';
import { ChevronRight } from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/home';
import { getTopSelling } from '../features/catalog/api/get-top-selling';
import { ProductRail } from '../features/catalog/product-rail';
import { CategoryTiles } from '../features/content/category-tiles';
import { MembershipBanner } from '../features/content/membership-banner';
import { StorePromises } from '../features/content/store-promises';

const DESCRIPTION =
  'Shop groceries, household supplies and club-size packs at warehouse-club prices, delivered to your door or ' +
  `ready for pickup at ${new Intl.ListFormat('en', { type: 'conjunction' }).format(PHYSICAL_STORES.map((s) => s.name))}.`;

export const meta: Route.MetaFunction = () => [
  { title: `${STORE_BRAND} — Online grocery & warehouse club` },
  { name: 'description', content: DESCRIPTION },
];

export async function loader({ context }: Route.LoaderArgs) {
  const bestSellers = await getTopSelling(context);
  return { bestSellers: bestSellers.items };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // The menu is already loaded for the header; the tiles reuse it instead of asking twice.
  const categories = useRouteLoaderData<typeof rootLoader>('root')?.menu ?? [];

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-4 md:space-y-14 md:px-6 md:py-8">
      <MembershipBanner />

      {categories.length > 0 && (
        <section aria-labelledby="categories-title">
          <h2 id="categories-title" className="mb-4 text-xl font-extrabold tracking-tight md:text-2xl">
            Shop by category
          </h2>
          <CategoryTiles items={categories} labelledBy="categories-title" />
        </section>
      )}

      <section aria-labelledby="best-sellers-title">
        <div className="mb-4 flex items-end justify-between gap-4">
          <h2 id="best-sellers-title" className="text-xl font-extrabold tracking-tight md:text-2xl">
            Best sellers
          </h2>
          <Link
            to="/special/hot-offers.html"
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            Hot offers
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {loaderData.bestSellers.length > 0 ? (
          <ProductRail products={loaderData.bestSellers} labelledBy="best-sellers-title" />
        ) : (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
            Our best sellers will show here once the first orders are in.
          </p>
        )}
      </section>

      <StorePromises />
    </div>
  );
}
