import type { ListProduct } from '@sulit/contracts/lists';
import { LIST_ITEM_MAX_QTY } from '@sulit/domain/lists/list-rules';
import { formatPeso } from '@sulit/domain/money';
import { Trash2 } from '../../components/icons';
import { Link } from 'react-router';

export interface ListProductsProps {
  products: ListProduct[];
  /** choosing products (for "add chosen to cart") */
  select?: { chosen: ReadonlySet<number>; onChoose: (productId: number, chosen: boolean) => void };
  /** the owner's edits; absent on a read-only (shared) list */
  edit?: {
    onQty: (product: ListProduct, qty: number) => void;
    onRemove: (product: ListProduct) => void;
  };
}

/** A list's products as the shopper's store sells them now: price, stock, quantity and note. */
export function ListProducts({ products, select, edit }: ListProductsProps) {
  if (products.length === 0)
    return <p className="rounded-xl bg-white p-4 text-stone-700">No products on this list yet.</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {products.map((p) => (
        <li key={p.product_id} className="flex flex-wrap items-center gap-3 p-3">
          {select && (
            <input
              type="checkbox"
              aria-label={`Choose ${p.name}`}
              checked={select.chosen.has(p.product_id)}
              onChange={(e) => select.onChoose(p.product_id, e.target.checked)}
              className="size-5"
            />
          )}
          <img src={p.image_url} alt="" width={56} height={56} className="size-14 rounded-lg bg-stone-100" />
          <div className="min-w-0 flex-1">
            <Link to={p.url} className="font-semibold text-brand-800 hover:underline">
              {p.name}
            </Link>
            <p className="text-sm text-stone-700">
              {formatPeso(p.price)}
              {p.price < p.regular_price && (
                <span className="ml-2 text-stone-500 line-through">{formatPeso(p.regular_price)}</span>
              )}
              <span className={`ml-2 font-semibold ${p.in_stock ? 'text-brand-800' : 'text-sale-600'}`}>
                {p.in_stock ? 'In stock' : 'Out of stock'}
              </span>
            </p>
            {p.note && <p className="text-sm text-stone-600">Note: {p.note}</p>}
          </div>
          {edit ? (
            <div className="flex items-center gap-2">
              <label className="text-sm font-semibold text-stone-800">
                <span className="sr-only">Quantity of {p.name}</span>
                <input
                  type="number"
                  min={1}
                  max={LIST_ITEM_MAX_QTY}
                  defaultValue={p.qty}
                  onBlur={(e) => {
                    const qty = Math.round(Number(e.target.value));
                    if (qty >= 1 && qty <= LIST_ITEM_MAX_QTY && qty !== p.qty) edit.onQty(p, qty);
                  }}
                  className="h-11 w-16 rounded-lg border border-stone-300 text-center font-bold"
                />
              </label>
              <button
                type="button"
                onClick={() => edit.onRemove(p)}
                className="flex size-11 items-center justify-center rounded-lg text-sale-600 hover:bg-sale-50"
              >
                <Trash2 aria-hidden="true" className="size-5" />
                <span className="sr-only">Remove {p.name} from the list</span>
              </button>
            </div>
          ) : (
            <span className="font-semibold">× {p.qty}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
