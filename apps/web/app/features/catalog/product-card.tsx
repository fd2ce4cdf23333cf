import { StoreLink } from '../../components/store-link';
import { ProductTileAction } from '../../components/product-actions';
import { PriceBlock } from '../../components/price';
import { Search } from '../../components/icons';
import type { Tile } from './tile';

/** Images are square; the intrinsic size lets the browser reserve space before they load (no layout shift). */
const IMAGE_SIZE = 320;

interface ProductCardProps {
  product: Tile;
  /** true for tiles far enough down the page that the browser should fetch them late */
  lazy: boolean;
  /** the page's first tile: its picture is likely the largest one in view, so the browser fetches it first */
  priority?: boolean;
}

export function ProductCard({ product, lazy, priority = false }: ProductCardProps) {
  const outOfStock = product.stock_qty <= 0;
  const onSale = product.discount_percent !== null && product.final_price < product.price;

  // The look is the `.tile*` classes in app.css: a listing repeats this dozens of times per page.
  return (
    <div className="tile">
      {/* Every product path is the catalogue's catch-all route, which the header's category links already
          discover: a tile needs no route discovery of its own (and no data-discover attribute, dozens a page). */}
      <StoreLink to={product.url} className="tile-link" discover="none">
        <div className="tile-pic">
          <img
            src={product.image_url}
            alt={product.name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={lazy ? 'lazy' : undefined}
            // 'low' on the other eager tiles keeps React from preloading them in <head>, ahead of the stylesheet
            // and the page's largest picture; the browser still fetches them as the parser reaches them
            fetchPriority={priority ? 'high' : lazy ? undefined : 'low'}
            // a lazy picture is decoded off the main thread anyway; the eager ones must not wait for it
            decoding={priority || lazy ? undefined : 'async'}
            className={outOfStock ? 'oos' : undefined}
          />
          {(onSale || product.promo_tag) && (
            <div className="tile-flags">
              {onSale && <span className="tile-off">{`-${product.discount_percent}%`}</span>}
              {product.promo_tag && <span className="tile-promo">{product.promo_tag}</span>}
            </div>
          )}
          {outOfStock && <span className="tile-oos">Out of stock</span>}
        </div>
        <div className="tile-body">
          {product.brand && <p className="tile-brand">{product.brand}</p>}
          <h3 className="tile-name">{product.name}</h3>
          {product.size && <p className="tile-size">{product.size}</p>}
          <PriceBlock now={product.final_price} was={product.price} onSale={onSale} size="tile" />
          {product.unit_price && <p className="tile-unit">{product.unit_price}</p>}
        </div>
      </StoreLink>
      {/* the quick view (spec §2 product detail, defaultScreen 1): one listener in quick-view-gate serves every tile */}
      <button type="button" className="tile-qv" data-quick-view={product.id} aria-label={`Quick view: ${product.name}`}>
        <Search aria-hidden="true" className="size-5" />
      </button>
      <div className="tile-act">
        <ProductTileAction product={product} />
      </div>
    </div>
  );
}
