import { CATEGORY_MENU_FAILED } from '@sulit/domain/catalog/catalog-routing';
import { ChevronDown, ChevronRight, X } from '../components/icons';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { StoreLink } from '../components/store-link';
import { useQuery } from '../lib/http/query';
import { menuQuery } from './api/menu-query';

const rowClass = 'flex min-h-12 items-center gap-3 px-4 py-2 font-semibold hover:bg-brand-50';
const childClass = 'flex min-h-11 items-center py-1.5 pr-4 pl-10 hover:bg-brand-50';

function ColorDot({ color }: { color: string }) {
  return <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: color }} />;
}

/**
 * Sidebar of every menu category in a native modal <dialog> (focus trap, Esc and inert page for free).
 * Phones open it from the header's menu button; desktop from "All categories" in the category bar.
 * The menu is read on the first open: without JavaScript the drawer cannot open anyway, so its hundred-odd
 * links stay out of the server HTML, the loader data and hydration.
 */
export function CategoryDrawer({
  opened,
  dialogRef: ref,
}: {
  opened: boolean;
  /** a named prop, not `ref`: Preact in the browser (decision 019), like React 18, keeps `ref` from a component */
  dialogRef: RefObject<HTMLDialogElement | null>;
}) {
  const location = useLocation();
  const menu = useQuery(opened ? menuQuery : null);

  // A tapped category navigates; the drawer must not stay open over the new page.
  useEffect(() => {
    ref.current?.close();
  }, [location.key, ref]);

  return (
    <dialog
      id="category-drawer"
      ref={ref}
      aria-labelledby="category-drawer-title"
      data-surface="light"
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-[85vw] max-w-sm bg-white p-0 text-stone-900 shadow-2xl"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 bg-brand-800 px-4 py-3 text-white">
          <h2 id="category-drawer-title" className="text-lg font-bold">
            All categories
          </h2>
          <button
            type="button"
            aria-label="Close menu"
            onClick={() => ref.current?.close()}
            className="flex size-11 items-center justify-center rounded-lg hover:bg-white/10 focus-visible:outline-sun-400"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Category menu" className="flex-1 overflow-y-auto py-2">
          {menu.status !== 'success' || menu.data.length === 0 ? (
            menu.status === 'idle' ? null : menu.status === 'loading' ? (
              <p role="status" className="px-4 py-3 text-stone-600">
                Loading categories…
              </p>
            ) : (
              <p role="alert" className="px-4 py-3 text-stone-600">
                {CATEGORY_MENU_FAILED}
              </p>
            )
          ) : (
            <ul>
              {menu.data.map((item) => (
                <li key={item.id} className="border-b border-stone-100 last:border-0">
                  {item.children.length === 0 ? (
                    <StoreLink to={`/${item.url_path}`} className={rowClass}>
                      <ColorDot color={item.color} />
                      <span className="flex-1">{item.name}</span>
                      <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
                    </StoreLink>
                  ) : (
                    // Subcategories fold away so the phone list stays one screen of top-level names.
                    <details className="group">
                      <summary className={`${rowClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                        <ColorDot color={item.color} />
                        <span className="flex-1">{item.name}</span>
                        <ChevronDown
                          aria-hidden="true"
                          className="size-4 text-stone-400 transition-transform group-open:rotate-180"
                        />
                      </summary>
                      <ul className="pb-2">
                        <li>
                          <StoreLink to={`/${item.url_path}`} className={`${childClass} font-semibold text-brand-700`}>
                            All {item.name}
                          </StoreLink>
                        </li>
                        {item.children.map((child) => (
                          <li key={child.id}>
                            <StoreLink to={`/${child.url_path}`} className={`${childClass} text-stone-700`}>
                              {child.name}
                            </StoreLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </li>
              ))}
            </ul>
          )}
        </nav>
      </div>
    </dialog>
  );
}

/** Opens the drawer; before hydration it does nothing, which is harmless. */
export function CategoryDrawerButton({
  onOpen,
  className = '',
  children,
}: {
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-haspopup="dialog" aria-controls="category-drawer" onClick={onOpen} className={className}>
      {children}
    </button>
  );
}
