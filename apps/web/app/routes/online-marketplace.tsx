import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { ChevronRight } from '../components/icons';
import { Link } from 'react-router';
import type { Route } from './+types/online-marketplace';
import { getMarketplaceSellers } from '../features/catalog/api/get-marketplace-sellers';
import { ProductRail } from '../features/catalog/product-rail';
import { toTile } from '../features/catalog/tile';
import { seoTags } from '../features/content/seo';
import { serverApi } from '../lib/http/server-client';

const PRODUCTS_PER_SELLER = 8;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const sellers = await getMarketplaceSellers(api, PRODUCTS_PER_SELLER);
  return { sellers: sellers.items, origin: url.origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoTags({
    title: `Online marketplace — ${STORE_BRAND}`,
    description: 'Trusted Filipino sellers in the Sulit Club marketplace: one cart with your groceries.',
    url: `${loaderData?.origin ?? ''}/online-marketplace.html`,
    type: 'website',
  });

export default function OnlineMarketplace({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-4 md:px-6 md:py-8">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">Online marketplace</h1>
        <p className="mt-1 max-w-2xl text-stone-700">
          Shops run by trusted sellers, from farms and roasters to pet supplies and gadgets. Their products go into the
          same cart as your groceries; each seller delivers its own items.
        </p>
        <p className="mt-2 flex flex-wrap gap-x-5 text-sm font-semibold">
          <Link
            to="/market-place/directory?sellers"
            className="inline-flex min-h-10 items-center text-brand-700 underline"
          >
            All sellers A–Z
          </Link>
          <Link
            to="/market-place/directory?brands"
            className="inline-flex min-h-10 items-center text-brand-700 underline"
          >
            All brands A–Z
          </Link>
        </p>
      </div>
      {loaderData.sellers.map((seller) => (
        <section key={seller.id} aria-labelledby={`seller-${seller.id}`} className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <img src={seller.logo_url} alt="" width={56} height={56} loading="lazy" className="size-14 rounded-full" />
            <div className="min-w-0 flex-1">
              <h2 id={`seller-${seller.id}`} className="text-xl font-extrabold tracking-tight">
                {seller.shop_name}
              </h2>
              <p className="line-clamp-2 text-sm text-stone-700">{seller.description}</p>
            </div>
            <Link
              to={seller.url}
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              Visit shop ({seller.product_count})
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          {seller.products.length > 0 && (
            <ProductRail products={seller.products.map(toTile)} labelledBy={`seller-${seller.id}`} layout="scroll" />
          )}
        </section>
      ))}
    </div>
  );
}
