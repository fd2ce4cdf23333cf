import type { MenuCategory } from '@sulit/contracts/catalog';
import type { CSSProperties } from 'react';
import { StoreLink } from '../../components/store-link';
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
          {/* `.cat-tile*` in app.css, tinted from the two custom properties: 17 tiles on the home page */}
          <StoreLink
            to={`/${item.url_path}`}
            style={{ '--tint': item.color, '--ink': inkFor(item.color) } as CSSProperties}
            className="cat-tile"
          >
            <span className="cat-tile-icon">
              <CategoryIcon urlPath={item.url_path} className="size-6" />
            </span>
            <span className="cat-tile-name">{item.name}</span>
          </StoreLink>
        </li>
      ))}
    </ul>
  );
}
