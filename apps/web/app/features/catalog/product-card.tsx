import type { ProductCard as ProductCardData } from '@sulit/contracts/catalog';
import { Link } from 'react-router';
import { ProductTileAction } from '../../components/product-actions';
import { PriceBlock } from '../../components/price';

/** Images are square; the intrinsic size lets the browser reserve space before they load (no layout shift). */
const IMAGE_SIZE = 320;

interface ProductCardProps {
  product: ProductCardData;
  /** true for tiles far enough down the page that the browser should fetch them late */
  lazy: boolean;
}

export function ProductCard({ product, lazy }: ProductCardProps) {
  const outOfStock = product.stock_qty <= 0;
  const onSale = product.discount_percent !== null && product.final_price < product.price;

  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white transition-shadow hover:shadow-md">
      <Link to={product.url} className="group relative flex flex-1 flex-col">
        <div className="relative aspect-square bg-white p-2">
          <img
            src={product.image_url}
            alt={product.name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={lazy ? 'lazy' : 'eager'}
            decoding="async"
            className={`size-full object-contain transition-transform group-hover:scale-[1.03] ${outOfStock ? 'opacity-50 grayscale' : ''}`}
          />
          <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
            {onSale && (
              <span className="rounded-md bg-sale-600 px-1.5 py-0.5 text-xs font-bold text-white">
                -{product.discount_percent}%
              </span>
            )}
            {product.promo_tag && (
              <span className="max-w-full rounded-md bg-sun-400 px-1.5 py-0.5 text-[0.6875rem] leading-tight font-bold text-brand-950 uppercase">
                {product.promo_tag}
              </span>
            )}
          </div>
          {outOfStock && (
            <span className="absolute inset-x-2 bottom-2 rounded-md bg-stone-900/85 py-1 text-center text-xs font-semibold text-white">
              Out of stock
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 border-t border-stone-100 p-3">
          {product.brand && <p className="truncate text-xs font-semibold text-brand-700 uppercase">{product.brand}</p>}
          <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-medium text-stone-900 group-hover:text-brand-800">
            {product.name}
          </h3>
          {product.size && <p className="text-xs text-stone-600">{product.size}</p>}
          <PriceBlock
            now={product.final_price}
            was={product.price}
            onSale={onSale}
            size="tile"
            className="mt-auto pt-1"
          />
        </div>
      </Link>
      <div className="px-3 pb-3">
        <ProductTileAction product={product} />
      </div>
    </div>
  );
}
