import type { SellerSummary } from '@sulit/contracts/catalog';
import { Info, Store } from '../../components/icons';
import { NavLink } from 'react-router';
import { SellerImage } from './seller-image';

const tab =
  'inline-flex min-h-11 items-center gap-2 border-b-2 border-transparent px-3 font-semibold text-stone-700 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800';

/** A shop's banner, logo, name and its two tabs (products, information). */
export function ShopHeader({ seller }: { seller: SellerSummary }) {
  return (
    <header className="overflow-hidden rounded-3xl border border-stone-200 bg-white">
      <SellerImage
        src={seller.banner_url}
        failure={{ seller: seller.id, type: 'banner' }}
        width={1200}
        height={300}
        className="aspect-[4/1] w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-wrap items-end gap-4 px-5 pb-2 md:px-8">
        <SellerImage
          src={seller.logo_url}
          failure={{ seller: seller.id, type: 'logo' }}
          width={96}
          height={96}
          className="-mt-10 size-20 rounded-full border-4 border-white bg-white shadow md:size-24"
        />
        <div className="min-w-0 flex-1 pb-2">
          <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{seller.shop_name}</h1>
          <p className="text-sm text-stone-600">{seller.product_count} products</p>
        </div>
      </div>
      <nav aria-label="Shop" className="flex gap-2 border-t border-stone-200 px-3 md:px-6">
        <NavLink to={seller.url} end className={tab}>
          <Store aria-hidden="true" className="size-4" />
          Products
        </NavLink>
        <NavLink to={`${seller.url}/info`} className={tab}>
          <Info aria-hidden="true" className="size-4" />
          Shop information
        </NavLink>
      </nav>
    </header>
  );
}
