import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { ChevronRight } from '../components/icons';
import { Link } from 'react-router';
import type { SellerResponse } from '@sulit/contracts/catalog';
import type { Route } from './+types/shop';
import { ProductRail } from '../features/catalog/product-rail';
import { toTile } from '../features/catalog/tile';
import { recordLoader } from '../features/content/record-page';
import { recordMeta } from '../features/content/seo';
import { getSellerHome } from '../features/sellers/api/get-seller';
import { categorySegment } from '../features/sellers/shop-categories';
import { ShopHeader } from '../features/sellers/shop-header';
import { Section } from '../components/section';

/** The shop's home cards: its largest categories, as tiles. */
const HOME_CARDS = 6;

export const loader = recordLoader('seller', getSellerHome);

export const meta = recordMeta((seller: SellerResponse, origin: string) => ({
  title: `${seller.shop_name} — ${STORE_BRAND} marketplace`,
  description: seller.description.slice(0, 160),
  url: origin + seller.url,
  image: origin + seller.banner_url,
  type: 'website',
}));

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { row: seller } = loaderData;
  const cards = seller.categories.slice(0, HOME_CARDS);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-4 md:px-6 md:py-8">
      <ShopHeader seller={seller} />
      <p className="max-w-3xl text-stone-700">{seller.description}</p>

      {cards.length > 0 && (
        <Section title="Shop by category" titleClassName="mb-4 text-xl font-extrabold tracking-tight">
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
            {cards.map((c) => (
              <li key={c.id}>
                <Link
                  to={`${seller.url}/${categorySegment(c.url_path)}`}
                  className="flex min-h-24 flex-col justify-between rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-700 hover:shadow-sm"
                >
                  <span className="font-bold text-stone-900">{c.name}</span>
                  <span className="text-sm text-stone-600">{c.count} products</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {seller.products.length > 0 && (
        <Section
          title="Best sellers"
          titleId="shop-best"
          className="space-y-4"
          titleClassName="text-xl font-extrabold tracking-tight"
        >
          <ProductRail products={seller.products.map(toTile)} labelledBy="shop-best" />
        </Section>
      )}

      {seller.categories.length > HOME_CARDS && (
        <Section title="All categories" titleClassName="mb-3 text-xl font-extrabold tracking-tight">
          <ul className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
            {seller.categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={`${seller.url}/${categorySegment(c.url_path)}`}
                  className="flex min-h-11 items-center justify-between gap-2 border-b border-stone-100 hover:text-brand-800"
                >
                  <span>
                    {c.name} <span className="text-sm text-stone-600">({c.count})</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 text-stone-500" />
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
