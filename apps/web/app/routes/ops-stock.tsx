import type { ConsoleStockProduct } from '@sulit/contracts/ops-stock';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-stock';
import { Button } from '../components/button';
import { FormAlert, SelectField, TextField } from '../components/text-field';
import { consoleRead, refusal } from '../features/ops/console-access';
import { searchStock, setStock } from '../features/ops/api/ops-stock';
import { STORE_OPTIONS, storeName } from '../features/ops/store-names';
import { serverApi } from '../lib/http/server-client';

/**
 * Issue 35: find a product by sku or name and set its quantity at each of the staff member's stores. The form
 * sends the quantity the page showed, so a change someone made meanwhile is refused with the new quantity.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const q = url.searchParams.get('q')?.trim() ?? '';
  const store = url.searchParams.get('store') ?? '';
  if (q.length < 2) return { q, store, items: null };
  const found = await consoleRead(searchStock(serverApi(context, request), { q, ...(store ? { store } : {}) }), url);
  return { q, store, items: found.items };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const id = Number(field('id'));
  const qty = Number(field('qty'));
  const from = field('from') === '' ? null : Number(field('from'));
  if (!Number.isInteger(id) || id <= 0 || field('qty') === '' || !Number.isInteger(qty) || qty < 0)
    return { message: 'Enter a whole quantity of 0 or more.' };
  const res = await setStock(serverApi(context, request), id, { store: field('store'), from, qty });
  if (!res.ok) return refusal(res.status, res.body, url);
  return redirect(url.pathname + url.search);
}

function ProductStock({ product, busy }: { product: ConsoleStockProduct; busy: boolean }) {
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <h2 className="font-bold">{product.name}</h2>
      <p className="text-sm text-stone-700">
        SKU {product.sku}
        {product.on_sale ? '' : ' · hidden from the storefront'}
      </p>
      {product.stock.length === 0 ? (
        <p className="mt-2">None of your stores.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {product.stock.map((row) => {
            const label = `Quantity at ${storeName(row.store)} of ${product.name}`;
            return (
              <li key={row.store}>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={product.id} />
                  <input type="hidden" name="store" value={row.store} />
                  <input type="hidden" name="from" value={row.raw ?? ''} />
                  <TextField
                    name="qty"
                    label={label}
                    type="number"
                    min={0}
                    max={1000000}
                    required
                    defaultValue={row.qty}
                    className="w-40"
                    hint={row.qty === 0 ? `Out of stock at ${storeName(row.store)}` : `${row.qty} in stock`}
                  />
                  <Button look="secondary" type="submit" disabled={busy} aria-label={`Save ${label}`}>
                    Save
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

export default function OpsStock({ loaderData, actionData }: Route.ComponentProps) {
  const { q, store, items } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Stock per store</h1>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Find a product">
        <TextField name="q" label="SKU or product name" defaultValue={q} required minLength={2} />
        <SelectField name="store" label="Store" defaultValue={store} className="min-w-40">
          <option value="">All my stores</option>
          {STORE_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <Button look="primary" type="submit">
          Find product
        </Button>
      </Form>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      {items === null ? (
        <p>Type a SKU or at least two letters of a product’s name.</p>
      ) : items.length === 0 ? (
        <p>No product matches “{q}”.</p>
      ) : (
        <ul className="space-y-3">
          {items.map((product) => (
            <ProductStock key={product.id} product={product} busy={busy} />
          ))}
        </ul>
      )}
    </>
  );
}
