import type { ProductDetail } from '@sulit/contracts/catalog';
import { useEffect, useId, useState } from 'react';
import { CardDialog } from '../../components/dialog';
import { X } from '../../components/icons';
import { PriceBlock } from '../../components/price';
import { ProductPageAction } from '../../components/product-actions';
import { StoreLink } from '../../components/store-link';
import { browserApi } from '../../lib/http/browser-client';
import { ApiError } from '../../lib/http/client';
import { stockLabel } from './product-page-view';
import type { QuickViewScreen } from './quick-view-gate';

type Loaded = { state: 'loading' } | { state: 'ready'; product: ProductDetail } | { state: 'failed'; message: string };

const SCREENS: { screen: QuickViewScreen; label: string }[] = [
  { screen: 1, label: 'Overview' },
  { screen: 2, label: 'Details' },
];

/**
 * The product quick view (spec §2 modal "product detail (defaultScreen 1 or 2)"): screen 1 is the overview
 * (picture, price, stock and the same add-to-cart as the product page), screen 2 the details (description,
 * seller, category). The product is read as the product page reads it (GET /rest/V1/products/{id}: price and
 * stock at the shopper's store); Escape, the backdrop and the close button close it.
 */
export function QuickView({
  productId,
  defaultScreen,
  onClose,
}: {
  productId: number;
  defaultScreen: QuickViewScreen;
  onClose: () => void;
}) {
  const id = useId();
  const [screen, setScreen] = useState<QuickViewScreen>(defaultScreen);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    browserApi
      .json<ProductDetail>(`/rest/V1/products/${productId}`)
      .then((product) => current && setLoaded({ state: 'ready', product }))
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof ApiError ? error.message : 'We could not load this product. Please try again.';
        setLoaded({ state: 'failed', message });
      });
    return () => {
      current = false;
    };
  }, [productId]);

  const product = loaded.state === 'ready' ? loaded.product : null;
  const titleId = `${id}-title`;
  return (
    <CardDialog open onClose={onClose} labelledBy={titleId} width="lg">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-extrabold tracking-tight break-words">
          {product ? product.name : loaded.state === 'failed' ? 'Product unavailable' : 'Loading product…'}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      {loaded.state === 'failed' && <p role="alert">{loaded.message}</p>}
      {product && (
        <>
          <div role="tablist" aria-label="Product information" className="flex gap-2 border-b border-stone-200">
            {SCREENS.map((s) => (
              <button
                key={s.screen}
                type="button"
                role="tab"
                id={`${id}-tab-${s.screen}`}
                aria-selected={screen === s.screen}
                aria-controls={`${id}-panel`}
                onClick={() => setScreen(s.screen)}
                className={`-mb-px min-h-11 border-b-2 px-3 font-bold ${screen === s.screen ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
              >
                {s.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${screen}`}>
            {screen === 1 ? <Overview product={product} /> : <Details product={product} />}
          </div>
          <StoreLink to={product.url} onClick={onClose} className="inline-block font-bold text-brand-700 underline">
            See the full product page
          </StoreLink>
        </>
      )}
    </CardDialog>
  );
}

function Overview({ product }: { product: ProductDetail }) {
  const stock = stockLabel(product);
  const onSale = product.discount_percent !== null && product.final_price < product.price;
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <img
        src={product.image_url}
        alt={product.name}
        width={192}
        height={192}
        className="mx-auto aspect-square w-48 object-contain"
      />
      <div className="min-w-0 space-y-3">
        {product.brand && <p className="text-sm font-semibold text-stone-600">{product.brand}</p>}
        {product.size && <p className="text-sm text-stone-700">{product.size}</p>}
        <PriceBlock now={product.final_price} was={product.price} onSale={onSale} size="page" />
        <p
          className={`font-semibold ${stock.tone === 'out' ? 'text-sale-600' : stock.tone === 'low' ? 'text-amber-800' : 'text-brand-800'}`}
        >
          {product.availability_message ?? stock.text}
        </p>
        <ProductPageAction product={product} disabled={!product.available_in_store} />
      </div>
    </div>
  );
}

function Details({ product }: { product: ProductDetail }) {
  const category = product.breadcrumbs.at(-1);
  return (
    <dl className="space-y-3">
      <div>
        <dt className="text-sm font-bold text-stone-600">Description</dt>
        <dd className="leading-relaxed whitespace-pre-line break-words text-stone-800">
          {product.description || product.name}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-bold text-stone-600">Sold by</dt>
        <dd>{product.seller.shop_name}</dd>
      </div>
      {category && (
        <div>
          <dt className="text-sm font-bold text-stone-600">Category</dt>
          <dd>{category.name}</dd>
        </div>
      )}
      <div>
        <dt className="text-sm font-bold text-stone-600">SKU</dt>
        <dd>{product.sku}</dd>
      </div>
    </dl>
  );
}
