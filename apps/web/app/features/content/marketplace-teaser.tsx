import type { MarketplaceSellersResponse } from '@sulit/contracts/catalog';
import { ChevronRight } from '../../components/icons';
import { Link } from 'react-router';
import { StoreLink } from '../../components/store-link';

/** What the teaser shows of a seller (the home loader sends no more: loader data is serialised into the page). */
export type TeaserSeller = Pick<
  MarketplaceSellersResponse['items'][number],
  'id' | 'shop_name' | 'url' | 'logo_url' | 'product_count'
>;

interface MarketplaceTeaserProps {
  title: string;
  text: string;
  link: { label: string; url: string };
  sellers: TeaserSeller[];
}

/** A strip of marketplace sellers with their logos, leading to the marketplace landing page. */
export function MarketplaceTeaser({ title, text, link, sellers }: MarketplaceTeaserProps) {
  return (
    <section aria-labelledby="marketplace-title" className="rounded-2xl border border-stone-200 bg-white p-4 md:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="marketplace-title" className="text-xl font-extrabold tracking-tight md:text-2xl">
            {title}
          </h2>
          <p className="mt-1 text-stone-700">{text}</p>
        </div>
        <Link
          to={link.url}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {link.label}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {sellers.length > 0 && (
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4">
          {sellers.map((seller) => (
            <li key={seller.id}>
              <StoreLink
                to={seller.url}
                className="flex min-h-16 items-center gap-3 rounded-xl border border-stone-200 p-3 hover:shadow-md"
              >
                <img
                  src={seller.logo_url}
                  alt=""
                  width={44}
                  height={44}
                  loading="lazy"
                  className="size-11 rounded-full"
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-stone-900">{seller.shop_name}</span>
                  <span className="block text-xs text-stone-600">{seller.product_count} products</span>
                </span>
              </StoreLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
