import { isBuyTwoForOne } from '@sulit/domain/cart/cart-lines';
import { formatPeso } from '@sulit/domain/shared/money';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Thumbnail } from '../../components/thumbnail';
import { browserApi } from '../../lib/http/browser-client';
import type { CartRef } from './api/cart-ref';
import { type ForgottenItem, getForgottenItems } from './api/get-forgotten-items';
import { useCart } from './cart-snapshot';
import { addToCart } from './cart-store';

/** Decided: the mini-cart has room for three; the cart page shows the rest. */
const SHOWN = 3;

/**
 * "Did you forget it?" in the mini-cart (spec §7 minicart didyouforgetit): what the server suggests from the
 * shopper's past purchases and the store's best sellers, less what is in the cart now. Loaded when the panel
 * opens, in its own chunk.
 */
export function MiniCartForgotten({ cartRef }: { cartRef: CartRef }) {
  const { cart } = useCart();
  const [items, setItems] = useState<ForgottenItem[]>([]);
  const key = cartRef.kind === 'customer' ? 'customer' : (cartRef.mask ?? '');

  useEffect(() => {
    let current = true;
    void getForgottenItems(browserApi, cartRef).then((found) => current && setItems(found));
    return () => {
      current = false;
    };
    // the answer depends on whose cart it is, not on the ref object's identity
  }, [key]);

  const inCart = new Set(cart?.items.flatMap((g) => g.products.map((p) => p.sku)) ?? []);
  const shown = items.filter((item) => !inCart.has(item.sku) && item.stock_qty > 0).slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="mini-forgot-title" className="mt-3 border-t border-stone-200 pt-3">
      <h3 id="mini-forgot-title" className="mb-1 text-sm font-extrabold">
        Did you forget it?
      </h3>
      <ul className="divide-y divide-stone-100">
        {shown.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-2">
            <Thumbnail src={item.image_url} size="sm" />
            <div className="min-w-0 flex-1">
              <Link to={item.url} className="line-clamp-2 text-sm font-medium hover:underline">
                {item.name}
              </Link>
              <p className="text-xs font-bold">{formatPeso(item.final_price)}</p>
            </div>
            <button
              type="button"
              onClick={() => addToCart(item, isBuyTwoForOne(item.promo_tag) ? 2 : 1)}
              aria-label={`Add ${item.name} to cart`}
              className="min-h-11 rounded-lg border border-brand-700 px-3 text-sm font-bold text-brand-700 hover:bg-brand-50"
            >
              Add
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
