import type { MenuItem } from '@sulit/contracts/catalog';
import { DESKTOP_BREAKPOINT_PX } from '@sulit/domain/store-constants';
import { ChevronDown, ChevronRight, Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';

const rowClass = 'flex min-h-12 items-center gap-3 px-4 py-2 font-semibold hover:bg-brand-50';
const childClass = 'flex min-h-11 items-center py-1.5 pr-4 pl-10 hover:bg-brand-50';

function ColorDot({ color }: { color: string }) {
  return <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: color }} />;
}

/** Phone-only sidebar of the menu categories, in a native modal <dialog> (focus trap and Esc for free). */
export function CategoryDrawer({ items }: { items: readonly MenuItem[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  // A tapped category navigates; the drawer must not stay open over the new page.
  useEffect(() => {
    dialogRef.current?.close();
  }, [location.key]);

  // Rotating a tablet past the desktop breakpoint shows the category bar instead.
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (desktop.matches) dialogRef.current?.close();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label="Open category menu"
        aria-haspopup="dialog"
        aria-controls="category-drawer"
        onClick={() => dialogRef.current?.showModal()}
        className="-ml-2 flex size-11 items-center justify-center rounded-lg hover:bg-white/10 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        id="category-drawer"
        ref={dialogRef}
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
              Shop by category
            </h2>
            <button
              type="button"
              aria-label="Close menu"
              onClick={() => dialogRef.current?.close()}
              className="flex size-11 items-center justify-center rounded-lg hover:bg-white/10 focus-visible:outline-sun-400"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label="Categories" className="flex-1 overflow-y-auto py-2">
            {items.length === 0 ? (
              <p className="px-4 py-3 text-stone-600">Categories are not available right now.</p>
            ) : (
              <ul>
                {items.map((item) => (
                  <li key={item.id} className="border-b border-stone-100 last:border-0">
                    {item.children.length === 0 ? (
                      <Link to={`/${item.url_path}`} className={rowClass}>
                        <ColorDot color={item.color} />
                        <span className="flex-1">{item.name}</span>
                        <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
                      </Link>
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
                            <Link to={`/${item.url_path}`} className={`${childClass} font-semibold text-brand-700`}>
                              All {item.name}
                            </Link>
                          </li>
                          {item.children.map((child) => (
                            <li key={child.id}>
                              <Link to={`/${child.url_path}`} className={`${childClass} text-stone-700`}>
                                {child.name}
                              </Link>
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
    </>
  );
}
