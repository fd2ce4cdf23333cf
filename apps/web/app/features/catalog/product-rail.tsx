import { ProductCard } from './product-card';
import type { Tile } from './tile';

/** How many tiles are likely visible on first paint; later ones load lazily. */
const EAGER_TILES = 4;

interface ProductRailProps {
  products: readonly Tile[];
  labelledBy: string;
  /** 'grid' (default): a grid on desktop; 'scroll': one sideways-scrolling row everywhere (secondary lists) */
  layout?: 'grid' | 'scroll';
  /** tiles whose pictures load at once (default: the first few); 0 for a rail below the fold */
  eager?: number;
  /** desktop grid columns from lg: (md: has 4): 4 keeps a rail of 8 in two even rows */
  columns?: 4 | 5;
}

/**
 * Phones: one swipeable row (scroll-snap) so 20 products do not make a 10-screen page.
 * Desktop: a plain grid, since there is room for all of them — or, for secondary lists, still one row.
 */
export function ProductRail({
  products,
  labelledBy,
  layout = 'grid',
  eager = EAGER_TILES,
  columns = 5,
}: ProductRailProps) {
  const desktop =
    layout === 'grid'
      ? `md:mx-0 md:grid md:snap-none md:grid-cols-4 md:gap-4 md:overflow-visible md:px-0 ${columns === 5 ? 'lg:grid-cols-5' : ''}`
      : 'md:mx-0 md:gap-4 md:px-0';
  return (
    <ul aria-labelledby={labelledBy} className={`rail ${desktop}`}>
      {products.map((product, index) => (
        <li key={product.id} className={`rail-item ${layout === 'grid' ? 'md:w-auto' : 'md:w-52'}`}>
          <ProductCard product={product} lazy={index >= eager} />
        </li>
      ))}
    </ul>
  );
}
