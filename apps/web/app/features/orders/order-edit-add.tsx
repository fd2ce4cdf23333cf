import type { OrderEditView } from '@sulit/contracts/order-edit';
import { formatPeso } from '@sulit/domain/shared/money';
import { Form } from 'react-router';
import { Button } from '../../components/button';
import type { ProductToAdd } from './api/order-edit';

const field = 'min-h-11 rounded-xl border border-stone-300 bg-white px-3';

/**
 * "Add items" on the edit page (issue 36): a search of the store's own products (a plain GET, so it works before
 * the page's script loads) and an "Add to order" per result. Each add is an edit of its own, at the page's version
 * and with its Idempotency-Key, priced and stocked by the server like any other change.
 */
export function OrderEditAddItems({
  view,
  idempotencyKey,
  query,
  found,
  busy,
}: {
  view: OrderEditView;
  idempotencyKey: string;
  query: string;
  found: ProductToAdd[] | null;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="add-items" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="add-items" className="mb-2 text-lg font-bold">
        Add items
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex grow flex-col gap-1 text-sm font-semibold">
          Find a product to add
          <input type="search" name="q" defaultValue={query} maxLength={100} required className={`${field} w-full`} />
        </label>
        <Button look="secondary" type="submit">
          Search
        </Button>
      </Form>
      {found && found.length === 0 && (
        <p className="mt-3 text-sm text-stone-700">No products of ours match “{query}”. Try another word.</p>
      )}
      {found && found.length > 0 && (
        <ul className="mt-3 divide-y divide-stone-100">
          {found.map((product) => (
            <li key={product.id} className="py-3">
              <Form method="post" className="flex flex-wrap items-center justify-between gap-3">
                <input type="hidden" name="intent" value="add" />
                <input type="hidden" name="version" value={view.version} />
                <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
                <input type="hidden" name="productId" value={product.id} />
                <div>
                  <p className="font-semibold">{product.name}</p>
                  <p className="text-sm text-stone-600">
                    {product.size} · {formatPeso(product.final_price)} each
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <label className="flex items-center gap-2 text-sm">
                    Quantity of {product.name} to add
                    <input
                      type="number"
                      name="qty"
                      defaultValue={1}
                      min={1}
                      max={999}
                      required
                      className={`${field} w-20`}
                    />
                  </label>
                  <Button look="primary" type="submit" disabled={busy} aria-label={`Add to order: ${product.name}`}>
                    Add to order
                  </Button>
                </div>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
