import type { MenuItem } from '@sulit/contracts/catalog';
import { NavLink } from 'react-router';

/** Desktop category row under the header (md: and up; phones use the drawer). */
export function CategoryBar({ items }: { items: readonly MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Categories" className="hidden border-b border-stone-200 bg-white md:block">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-1 md:px-3">
        {items.map((item) => (
          <li key={item.id} className="shrink-0">
            <NavLink
              to={`/${item.url_path}`}
              className={({ isActive }) =>
                `flex h-11 items-center border-b-[3px] px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
                  isActive
                    ? 'border-sun-500 text-brand-800'
                    : 'border-transparent text-stone-700 hover:border-brand-200 hover:text-brand-800'
                }`
              }
            >
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
