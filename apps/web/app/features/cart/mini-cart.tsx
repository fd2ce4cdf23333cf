import { formatPeso } from '@sulit/domain/shared/money';
import { ChevronDown, ShoppingCart, X } from '../../components/icons';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { CartBadge } from './api/cart-ref';
import { shownQty, useCart } from './cart-snapshot';
import { fillCartFromBrowser, loadCartIfNeeded, seedCart } from './cart-store';
import { primaryButton } from '../../components/button';
import { Thumbnail } from '../../components/thumbnail';

export type { CartBadge };

const CART_PATH = '/checkout/cart';

// Loaded when the panel first opens: the header carries none of it up front.
const MiniCartForgotten = lazy(() => import('./mini-cart-forgotten').then((m) => ({ default: m.MiniCartForgotten })));

/**
 * The header's cart: a link to the cart page with a badge of the units in the server cart, and (desktop) a
 * popover, opened by hovering or by its disclosure button, listing the lines per seller with the subtotal.
 * On phones the link alone: the cart page is one tap away and has the room. `fillInBrowser`: the page came
 * from the guest page cache, rendered without a cart, so the browser reads the badge itself after hydration.
 */
export function MiniCart({
  badge,
  fillInBrowser = false,
  countUnknown = false,
  className,
}: {
  badge: CartBadge;
  fillInBrowser?: boolean;
  /** the page knows the badge would mislead (the payment-failed page: the goods wait in the unpaid order) */
  countUnknown?: boolean;
  className: string;
}) {
  const state = useCart();
  const [seeded, setSeeded] = useState(false);
  // A shared page's badge is unknown until the browser has read it: no number rather than a wrong 0 (issue 29).
  const [filled, setFilled] = useState(!fillInBrowser);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const hoverOpened = useRef(false);
  const { pathname } = useLocation();

  useEffect(() => {
    seedCart(badge);
    setSeeded(true);
  }, [badge]);

  useEffect(() => {
    if (!fillInBrowser) return;
    let current = true;
    void fillCartFromBrowser().then((known) => current && setFilled(known));
    return () => {
      current = false;
    };
  }, [fillInBrowser]);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    void loadCartIfNeeded();
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const count = countUnknown || !filled ? null : seeded ? state.count : badge.count;
  const label = count === null ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  const icon = (
    <span className="relative">
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count !== null && (
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-2.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-sun-400 px-1 text-xs font-bold text-brand-950"
        >
          {count}
        </span>
      )}
    </span>
  );

  const cart = state.cart;
  const canPeek = seeded && count !== null && pathname !== CART_PATH;
  return (
    <div
      ref={root}
      className="relative flex items-center"
      onPointerEnter={(event) => {
        if (!canPeek || event.pointerType !== 'mouse' || open) return;
        hoverOpened.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        // A panel opened by a click stays until the shopper closes it or clicks elsewhere.
        if (event.pointerType !== 'mouse' || !hoverOpened.current) return;
        hoverOpened.current = false;
        setOpen(false);
      }}
    >
      {/* "Cart" comes first in the markup (shown after the icon) so the name starts with the text read on screen. */}
      <Link to={CART_PATH} aria-label={label} className={className}>
        <span className="order-last sr-only md:not-sr-only">Cart</span>
        {icon}
      </Link>
      {canPeek && (
        <button
          type="button"
          aria-label="Show cart summary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            // A click on a panel the hover just opened keeps it open (pins it) instead of closing it.
            if (hoverOpened.current) hoverOpened.current = false;
            else setOpen((o) => !o);
          }}
          className="hidden h-11 w-7 items-center justify-center rounded-lg hover:bg-white/10 md:flex"
        >
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      )}
      {open && canPeek && (
        <section
          id={panelId}
          aria-label="Mini cart"
          className="absolute top-full right-0 z-40 w-[min(24rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-4 text-stone-900 shadow-xl"
        >
          <div className="mb-3 flex items-center justify-between">
            <h2 className="text-lg font-extrabold">Your cart</h2>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label="Close mini cart"
              className="flex size-9 items-center justify-center rounded-lg hover:bg-stone-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {!cart || cart.items.length === 0 ? (
            <p className="py-6 text-center text-stone-600">
              {count > 0 && !cart ? 'Loading your cart…' : 'Your cart is empty.'}
            </p>
          ) : (
            <div className="max-h-[60vh] space-y-4 overflow-y-auto">
              {cart.items.map((group) => (
                <section key={group.seller_id} aria-label={`Sold by ${group.shop_name}`}>
                  <h3 className="mb-1 text-xs font-bold tracking-wide text-brand-700 uppercase">{group.shop_name}</h3>
                  <ul className="divide-y divide-stone-100">
                    {group.products.map((line) => (
                      <li key={line.line_id} className="flex items-center gap-3 py-2">
                        <Thumbnail src={line.image_url} size="sm" />
                        <div className="min-w-0 flex-1">
                          <p className="line-clamp-2 text-sm font-medium">{line.name}</p>
                          <p className="text-xs text-stone-600">Qty {shownQty(line, state.wanted)}</p>
                        </div>
                        <p className="text-sm font-bold">{formatPeso(line.row_total)}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
          {cart && cart.items.length > 0 && (
            <p className="mt-3 flex items-baseline justify-between border-t border-stone-200 pt-3">
              <span className="font-semibold">Subtotal</span>
              <span className="text-lg font-extrabold">{formatPeso(cart.subtotal)}</span>
            </p>
          )}
          {cart && (
            <Suspense fallback={null}>
              <MiniCartForgotten cartRef={state.ref} />
            </Suspense>
          )}
          <Link to={CART_PATH} className={primaryButton('mt-3 flex min-h-11 items-center justify-center rounded-xl')}>
            View cart
          </Link>
        </section>
      )}
    </div>
  );
}
