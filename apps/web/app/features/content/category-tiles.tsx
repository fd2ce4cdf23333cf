import type { MenuCategory } from '@sulit/contracts/catalog';
import { Link } from 'react-router';
import { CategoryIcon, inkFor } from './category-icon';

/**
 * Top-level categories as tiles, each tinted with its own colour (the label stays dark for contrast).
 * Phones: a two-row strip that scrolls sideways, so 17 categories cost two rows of screen, not six.
 * Desktop: a grid.
 */
export function CategoryTiles({ items, labelledBy }: { items: readonly MenuCategory[]; labelledBy: string }) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className="-mx-4 grid auto-cols-[6.25rem] grid-flow-col grid-rows-2 gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:auto-cols-auto md:grid-flow-row md:grid-cols-6 md:grid-rows-none md:gap-3 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-9"
    >
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={`/${item.url_path}`}
            style={{ backgroundColor: `color-mix(in srgb, ${item.color} 14%, white)` }}
            className="flex h-full min-h-26 flex-col items-center justify-center gap-2 rounded-xl border border-stone-200 p-2 text-center transition-shadow hover:shadow-md md:p-3"
          >
            <span
              style={{ backgroundColor: item.color, color: inkFor(item.color) }}
              className="flex size-11 items-center justify-center rounded-full shadow-inner"
            >
              <CategoryIcon urlPath={item.url_path} className="size-6" />
            </span>
            <span className="text-xs leading-tight font-semibold text-stone-900 md:text-sm">{item.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
