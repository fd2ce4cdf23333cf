import type { WishlistItem } from '@sulit/contracts/wishlist';
import { Form, useNavigation } from 'react-router';
import { primaryButton } from '../../components/button';
import { ShoppingCart, Trash2 } from '../../components/icons';
import { PriceBlock } from '../../components/price';
import { StoreLink } from '../../components/store-link';

/** My wishlist's products at my store, each with Move to cart and Remove (plain forms: they work before hydration). */
export function WishlistItems({ items }: { items: WishlistItem[] }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <ul aria-label="My wishlist" className="space-y-3">
      {items.map(({ product, added }) => {
        const onSale = product.discount_percent !== null && product.final_price < product.price;
        const outOfStock = product.stock_qty <= 0;
        return (
          <li key={product.id} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3">
            <img
              src={product.image_url}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className="size-20 shrink-0 rounded-lg object-contain md:size-24"
            />
            <div className="min-w-0 flex-1 space-y-2">
              <StoreLink to={product.url} className="block font-bold break-words text-stone-900 hover:underline">
                {product.name}
              </StoreLink>
              <PriceBlock now={product.final_price} was={product.price} onSale={onSale} size="tile" />
              <p className="text-sm text-stone-600">
                Saved {added}
                {outOfStock ? ' · Out of stock' : ''}
              </p>
              <Form method="post" className="flex flex-wrap gap-2">
                <input type="hidden" name="product_id" value={product.id} />
                <button
                  type="submit"
                  name="intent"
                  value="move"
                  disabled={busy || outOfStock}
                  aria-label={`Move to cart: ${product.name}`}
                  className={primaryButton(
                    'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 disabled:bg-stone-300 disabled:text-stone-600',
                  )}
                >
                  <ShoppingCart aria-hidden="true" className="size-4" />
                  Move to cart
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  disabled={busy}
                  aria-label={`Remove ${product.name} from wishlist`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                </button>
              </Form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
