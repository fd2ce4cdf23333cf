import type { MenuCategory } from '@sulit/contracts/catalog';
import { LayoutGrid } from '../components/icons';
import { useLocation } from 'react-router';
import { StoreLink } from '../components/store-link';
import { CategoryDrawerButton } from './category-drawer';

/**
 * Desktop category row under the header (md: and up; phones use the drawer). There are more categories
 * than fit in one row, so "All categories" opens the full list and the row scrolls sideways with a fade.
 */
export function CategoryBar({ items, onOpenAll }: { items: readonly MenuCategory[]; onOpenAll: () => void }) {
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const here = pathname.toLowerCase();
  return (
    <nav aria-label="Categories" className="hidden border-b border-stone-200 bg-white md:block">
      <div className="mx-auto flex max-w-7xl items-stretch px-6">
        <CategoryDrawerButton
          onOpen={onOpenAll}
          className="-ml-3 flex h-11 shrink-0 items-center gap-2 px-3 text-sm font-bold whitespace-nowrap text-brand-800 hover:bg-brand-50"
        >
          <LayoutGrid aria-hidden="true" className="size-4" />
          All categories
        </CategoryDrawerButton>
        <span aria-hidden="true" className="my-2.5 w-px shrink-0 bg-stone-200" />
        <ul className="flex min-w-0 flex-1 gap-1 overflow-x-auto pr-12 [mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)] [scrollbar-width:none]">
          {items.map((item) => (
            <li key={item.id} className="shrink-0">
              {/* `.cat-link` in app.css: the active category is styled by its aria-current */}
              <CategoryLink to={`/${item.url_path}`} here={here}>
                {item.name}
              </CategoryLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * NavLink's markup for a category (aria-current="page" and the `active` class on the category shown or one of
 * its paths below it), from the location read once for the whole row instead of once per link.
 */
function CategoryLink({ to, here, children }: { to: string; here: string; children: string }) {
  const path = to.toLowerCase();
  const active = here === path || (here.startsWith(path) && here.charAt(path.length) === '/');
  return (
    <StoreLink to={to} className={active ? 'cat-link active' : 'cat-link'} aria-current={active ? 'page' : undefined}>
      {children}
    </StoreLink>
  );
}
