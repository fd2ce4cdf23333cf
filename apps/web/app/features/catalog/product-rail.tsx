import type { ProductCard as ProductCardData } from '@sulit/contracts/catalog';
import { ProductCard } from './product-card';

/** How many tiles are likely visible on first paint; later ones load lazily. */
const EAGER_TILES = 4;

/**
 * Phones: one swipeable row (scroll-snap) so 20 products do not make a 10-screen page.
 * Desktop: a plain grid, since there is room for all of them.
 */
export function ProductRail({ products, labelledBy }: { products: readonly ProductCardData[]; labelledBy: string }) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:snap-none md:grid-cols-4 md:gap-4 md:overflow-visible md:px-0 lg:grid-cols-5"
    >
      {products.map((product, index) => (
        <li key={product.id} className="w-40 shrink-0 snap-start md:w-auto">
          <ProductCard product={product} lazy={index >= EAGER_TILES} />
        </li>
      ))}
    </ul>
  );
}
