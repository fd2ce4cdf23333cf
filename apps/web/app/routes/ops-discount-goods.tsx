import type { QualifyingProduct } from '@sulit/contracts/discounts';
import { BASIC_NECESSITY_CATEGORIES } from '@sulit/domain/discounts/basic-necessities';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-discount-goods';
import { Button } from '../components/button';
import { FormAlert, SelectField, TextField } from '../components/text-field';
import { consoleRead, refusal } from '../features/ops/console-access';
import { listQualifyingProducts, markQualifyingProduct } from '../features/ops/api/ops-special-discount';
import { serverApi } from '../lib/http/server-client';

/**
 * Issue 36 (decision 038), store managers and administrators: the goods the senior citizen / PWD discount covers.
 * Without a search the page lists the qualifying goods; a search by SKU or name finds any product to add.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const q = url.searchParams.get('q')?.trim().slice(0, 80) ?? '';
  const list = await consoleRead(listQualifyingProducts(serverApi(context, request), q ? { q } : { only: '1' }), url);
  return { q, products: list.products };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) return { message: 'This product was not found.' };
  const category = form.get('intent') === 'remove' ? null : String(form.get('category') ?? '');
  const res = await markQualifyingProduct(serverApi(context, request), id, category);
  return res.ok ? redirect(url.pathname + url.search) : refusal(res.status, res.body, url);
}

function ProductRow({ product, busy }: { product: QualifyingProduct; busy: boolean }) {
  const name = `${product.name} (SKU ${product.sku})`;
  return (
    <li className="flex flex-wrap items-end justify-between gap-3 py-3">
      <span>
        <span className="font-semibold">{product.name}</span>
        <span className="block text-sm text-stone-700">
          SKU {product.sku}
          {product.size ? ` · ${product.size}` : ''} · {product.category ?? 'Does not qualify'}
        </span>
      </span>
      {product.category ? (
        <Form method="post">
          <input type="hidden" name="id" value={product.product_id} />
          <input type="hidden" name="intent" value="remove" />
          <Button look="secondary" type="submit" disabled={busy} aria-label={`Remove ${name} from the discount`}>
            Remove
          </Button>
        </Form>
      ) : (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="id" value={product.product_id} />
          <input type="hidden" name="intent" value="add" />
          <SelectField
            name="category"
            label={`Category of ${name}`}
            required
            defaultValue=""
            className="w-full sm:w-72"
          >
            <option value="" disabled>
              Choose a category
            </option>
            {BASIC_NECESSITY_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </SelectField>
          <Button look="primary" type="submit" disabled={busy} aria-label={`Add ${name} to the discount`}>
            Add
          </Button>
        </Form>
      )}
    </li>
  );
}

export default function OpsDiscountGoods({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { q, products } = loaderData;
  return (
    <>
      <h1 className="mb-2 text-2xl font-extrabold">Senior / PWD discount goods</h1>
      <p className="mb-4 max-w-prose text-stone-700">
        Basic necessities and prime commodities get the 5% senior citizen and PWD discount. Find a product by SKU or
        name to add it under its category, or remove one that no longer qualifies.
      </p>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Find a product">
        <TextField name="q" label="SKU or product name" defaultValue={q} maxLength={80} className="w-full sm:w-72" />
        <Button look="secondary" type="submit">
          Find
        </Button>
      </Form>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      <h2 className="mb-2 text-lg font-bold">{q ? `Products matching “${q}”` : 'Qualifying goods'}</h2>
      {products.length === 0 ? (
        <p className="rounded-xl bg-stone-100 p-4 text-stone-700">
          {q ? 'No product matches this search.' : 'No goods qualify yet.'}
        </p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {products.map((product) => (
            <ProductRow key={product.product_id} product={product} busy={busy} />
          ))}
        </ul>
      )}
    </>
  );
}
