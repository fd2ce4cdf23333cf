import type { ProductDetail, RelatedProductsResponse } from '@sulit/contracts/catalog';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { formatPeso } from '@sulit/domain/shared/money';
import { BUY_2_FOR_1_PROMO_TAG } from '@sulit/domain/shared/store-constants';
import { AlertTriangle, ChevronRight, Store, Truck } from '../../components/icons';
import { StoreLink } from '../../components/store-link';
import { ProductRail } from './product-rail';
import { type Tile, unitPriceText } from './tile';
import { ProductPageAction, ProductPageExtras } from '../../components/product-actions';
import { PriceBlock } from '../../components/price';
import { Section } from '../../components/section';
import type { ReactNode } from 'react';

export function stockLabel(product: ProductDetail): { text: string; tone: 'ok' | 'low' | 'out' } {
  if (!product.available_in_store || product.stock_qty <= 0) return { text: 'Out of stock', tone: 'out' };
  if (product.source_code === null) return { text: 'Choose your location to see stock', tone: 'ok' };
  if (product.stock_qty <= 5) return { text: `Only ${product.stock_qty} left`, tone: 'low' };
  return { text: 'In stock', tone: 'ok' };
}

const RELATED_GROUPS: { key: keyof RelatedProductsResponse; title: string }[] = [
  { key: 'mixandmatch', title: 'Mix and match' },
  { key: 'similar', title: 'Similar products' },
  { key: 'samebrand', title: 'More from this brand' },
];

interface ProductPageViewProps {
  product: ProductDetail;
  related: Record<keyof RelatedProductsResponse, Tile[]> | null;
  together: Tile[];
  /** the product's reviews (composed by the route from the reviews feature) */
  reviews?: ReactNode;
}

export function ProductPageView({ product, related, together, reviews }: ProductPageViewProps) {
  const onSale = product.discount_percent !== null && product.final_price < product.price;
  const unitPrice = unitPriceText(product);
  const stock = stockLabel(product);
  const [mainImage, ...moreImages] = product.gallery.length > 0 ? product.gallery : [product.image_url];

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-4 md:px-6 md:py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <StoreLink to="/" className="hover:underline">
              Home
            </StoreLink>
          </li>
          {product.breadcrumbs.map((crumb) => (
            <li key={crumb.url_path} className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-3.5" />
              <StoreLink to={`/${crumb.url_path}`} className="hover:underline">
                {crumb.name}
              </StoreLink>
            </li>
          ))}
        </ol>
      </nav>

      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <section aria-label="Product images">
          <img
            src={mainImage}
            alt={product.name}
            width={400}
            height={400}
            // the page's largest picture: the browser fetches it before anything else
            fetchPriority="high"
            className="aspect-square w-full rounded-2xl border border-stone-200 bg-white object-contain"
          />
          {moreImages.length > 0 && (
            <ul className="mt-3 grid grid-cols-4 gap-2">
              {moreImages.map((src, i) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={`${product.name}, picture ${i + 2}`}
                    width={100}
                    height={100}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg border border-stone-200 bg-white object-contain"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="product-title" className="space-y-4">
          {product.brand && <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{product.brand}</p>}
          <h1 id="product-title" className="text-2xl leading-tight font-extrabold tracking-tight md:text-3xl">
            {product.name}
          </h1>
          <p className="text-stone-700">
            {product.size && <span>{product.size} · </span>}
            <span>SKU {product.sku}</span>
          </p>

          {(product.promo_tag || onSale) && (
            <ul aria-label="Promotions" className="flex flex-wrap gap-2">
              {onSale && (
                <li className="rounded-md bg-sale-600 px-2 py-1 text-sm font-bold text-white">
                  {product.discount_percent}% off
                </li>
              )}
              {product.promo_tag && (
                <li className="rounded-md bg-sun-400 px-2 py-1 text-sm font-bold text-brand-950 uppercase">
                  {product.promo_tag}
                </li>
              )}
            </ul>
          )}

          <div>
            <PriceBlock now={product.final_price} was={product.price} onSale={onSale} size="page" />
            {unitPrice && <p className="mt-1 text-sm font-semibold text-stone-700">{unitPrice}</p>}
            {product.sold_by_weight && (
              <div
                role="group"
                aria-label="Sold by weight"
                className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-stone-800"
              >
                <p className="font-semibold">{formatPeso(product.sold_by_weight.price_per_kg)}/kg</p>
                <p>{product.sold_by_weight.step_label}</p>
                <p>{product.sold_by_weight.card_note}</p>
              </div>
            )}
            {product.campaign && (
              <p className="mt-1 text-sm text-stone-700">
                Campaign price from {formatDateTime(product.campaign.start_time)} until{' '}
                {formatDateTime(product.campaign.end_time)}, while campaign stock lasts.
              </p>
            )}
            {product.promo_tag === BUY_2_FOR_1_PROMO_TAG && (
              <p className="mt-1 text-sm text-stone-700">Add 2 to your cart and pay for 1.</p>
            )}
          </div>

          {product.availability_message ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-sale-600/30 bg-sale-50 p-3 font-semibold text-sale-600"
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {product.availability_message}
            </p>
          ) : (
            <p
              className={`font-semibold ${stock.tone === 'out' ? 'text-sale-600' : stock.tone === 'low' ? 'text-amber-800' : 'text-brand-800'}`}
            >
              {stock.text}
            </p>
          )}

          <ProductPageAction product={product} disabled={!product.available_in_store} />
          <ProductPageExtras product={product} outOfStock={!product.available_in_store || product.stock_qty <= 0} />

          {product.is_bulky && (
            <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              Bulky item: it may come in a separate delivery, and a delivery fee for large items may apply.
            </p>
          )}

          <p className="flex items-center gap-2 text-sm text-stone-700">
            <Store aria-hidden="true" className="size-4" />
            Sold by{' '}
            <StoreLink to={`/shop/${product.seller.id}`} className="font-semibold text-brand-700 hover:underline">
              {product.seller.shop_name}
            </StoreLink>
          </p>

          {product.description && (
            <Section
              title="Description"
              className="border-t border-stone-200 pt-4"
              titleClassName="mb-2 text-lg font-bold"
            >
              <p className="leading-relaxed whitespace-pre-line text-stone-800">{product.description}</p>
            </Section>
          )}
        </section>
      </div>

      {reviews}

      {together.length > 0 && (
        <Section
          title="Frequently bought together"
          titleId="together-title"
          titleClassName="mb-4 text-xl font-extrabold tracking-tight"
        >
          <ProductRail products={together} labelledBy="together-title" layout="scroll" eager={0} />
        </Section>
      )}

      {related &&
        RELATED_GROUPS.filter((g) => related[g.key].length > 0).map((g) => (
          <section key={g.key} aria-labelledby={`related-${g.key}`}>
            <h2 id={`related-${g.key}`} className="mb-4 text-xl font-extrabold tracking-tight">
              {g.title}
            </h2>
            <ProductRail products={related[g.key]} labelledBy={`related-${g.key}`} layout="scroll" eager={0} />
          </section>
        ))}
    </div>
  );
}

/**
 * schema.org Product data for search engines (spec: JSON-LD Product on product pages). A campaign price holds
 * until the campaign ends: `priceValidUntil` says so (the date, as schema.org asks).
 */
export function productJsonLd(product: ProductDetail, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    image: [...new Set([product.image_url, ...product.gallery])].map((src) => origin + src),
    description: product.description || product.name,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    offers: {
      '@type': 'Offer',
      url: origin + product.canonical_path,
      priceCurrency: 'PHP',
      price: (product.final_price / 100).toFixed(2),
      ...(product.campaign ? { priceValidUntil: product.campaign.end_time.slice(0, 10) } : {}),
      availability:
        product.available_in_store && product.stock_qty > 0
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: product.seller.shop_name },
    },
  };
}
