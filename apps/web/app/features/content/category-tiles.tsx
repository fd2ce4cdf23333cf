import type { MenuItem } from '@sulit/contracts/catalog';
import { Link } from 'react-router';

/** Top-level categories as tiles; each category's own colour tints its tile (text stays dark for contrast). */
export function CategoryTiles({ items, labelledBy }: { items: readonly MenuItem[]; labelledBy: string }) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6 md:gap-3 lg:grid-cols-8"
    >
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={`/${item.url_path}`}
            style={{ backgroundColor: `color-mix(in srgb, ${item.color} 16%, white)` }}
            className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-stone-200 p-3 text-center transition-shadow hover:shadow-md"
          >
            <span
              aria-hidden="true"
              style={{ backgroundColor: item.color }}
              className="flex size-11 items-center justify-center rounded-full text-lg font-extrabold text-white shadow-inner"
            >
              {item.name.charAt(0)}
            </span>
            <span className="text-xs leading-tight font-semibold text-stone-900 md:text-sm">{item.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
