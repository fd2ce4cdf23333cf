import { formatPeso } from '@sulit/domain/money';
import { Link, useRevalidator } from 'react-router';
import { toast } from '../../lib/toast';
import { browserApi } from '../../lib/http/browser-client';
import { errorMessage, GENERIC_FAILURE } from '../../lib/http/client';
import { stopWaiting } from './api/stop-waiting';
import { unwatchPrice } from './api/unwatch-price';

interface Row {
  product_id: number;
  name: string;
  url: string;
  /** price-watch rows */
  watched_price?: number;
  price?: number;
}

/** My price watch or my back-in-stock waits, each with its remove button. */
export function SubscriptionList({ kind, items }: { kind: 'price' | 'stock'; items: Row[] }) {
  const { revalidate } = useRevalidator();
  async function remove(row: Row) {
    const res =
      kind === 'price' ? await unwatchPrice(browserApi, row.product_id) : await stopWaiting(browserApi, row.product_id);
    if (!res.ok) return void toast.error(errorMessage(res.body) ?? GENERIC_FAILURE);
    toast.success(res.body?.message ?? '');
    revalidate();
  }
  if (items.length === 0) {
    return (
      <p className="rounded-xl bg-white p-4 text-stone-700">Nothing here yet: use the buttons on a product page.</p>
    );
  }
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {items.map((row) => (
        <li key={row.product_id} className="flex flex-wrap items-center gap-3 p-4">
          <div className="min-w-0 flex-1">
            <Link to={row.url} className="font-semibold text-brand-800 hover:underline">
              {row.name}
            </Link>
            {row.price !== undefined && row.watched_price !== undefined && (
              <p className="text-sm text-stone-700">
                Now {formatPeso(row.price)} · watching since {formatPeso(row.watched_price)}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => remove(row)}
            className="min-h-11 rounded-lg px-3 font-semibold text-sale-600 hover:bg-sale-50"
          >
            Remove<span className="sr-only"> {row.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
