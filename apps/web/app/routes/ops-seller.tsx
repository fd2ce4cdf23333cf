import { SELLER_ACTIONS } from '@sulit/domain/sellers/seller-status';
import { formatPeso } from '@sulit/domain/shared/money';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-seller';
import { Button } from '../components/button';
import { Section } from '../components/section';
import { FormAlert } from '../components/text-field';
import { consoleRead, refusal } from '../features/ops/console-access';
import { getSeller, moveSeller, setProductVisibility } from '../features/ops/api/ops-stock';
import { serverApi } from '../lib/http/server-client';

/** Issue 35, administrators: one seller's standing (approve, suspend, reinstate) and its products shown or hidden. */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return { seller: await consoleRead(getSeller(serverApi(context, request), params.id), url) };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context, request);
  const field = (name: string) => String(form.get(name) ?? '');
  const action = SELLER_ACTIONS.find((a) => a === field('action'));
  const visibility = field('visibility');
  const res = action
    ? await moveSeller(api, params.id, { action })
    : visibility === 'shown' || visibility === 'hidden'
      ? await setProductVisibility(api, params.id, Number(field('product')), { visibility })
      : null;
  if (!res) return { message: 'Choose what to do with the seller.' };
  if (!res.ok) return refusal(res.status, res.body, url);
  return redirect(url.pathname);
}

export default function OpsSeller({ loaderData, actionData }: Route.ComponentProps) {
  const { seller } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/ops/sellers" className="text-brand-800 underline">
          All sellers
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-extrabold">{seller.shop_name}</h1>
      <p className="mb-4 text-stone-700">
        <strong>{seller.status_label}</strong> · {seller.sells ? 'on the storefront' : 'not on the storefront'} ·{' '}
        <span className="break-all">{seller.contact_email || 'no contact e-mail'}</span>
      </p>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      {seller.actions.length > 0 && (
        <div className="my-4 flex flex-wrap gap-2">
          {seller.actions.map((a) => (
            <Form method="post" key={a.action}>
              <input type="hidden" name="action" value={a.action} />
              <Button look={a.action === 'suspend' ? 'secondary' : 'primary'} type="submit" disabled={busy}>
                {a.label}
              </Button>
            </Form>
          ))}
        </div>
      )}
      <Section title={`Products (${seller.product_count})`} titleClassName="mb-2 text-lg font-bold">
        {seller.products.length === 0 ? (
          <p>This seller has no products.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {seller.products.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-semibold">{p.name}</span> · SKU {p.sku} · {formatPeso(p.price)} ·{' '}
                  {p.shown ? 'Shown' : 'Hidden'}
                </span>
                <Form method="post">
                  <input type="hidden" name="product" value={p.id} />
                  <input type="hidden" name="visibility" value={p.shown ? 'hidden' : 'shown'} />
                  <Button
                    look="secondary"
                    type="submit"
                    disabled={busy}
                    aria-label={`${p.shown ? 'Hide' : 'Show'} ${p.name}`}
                  >
                    {p.shown ? 'Hide' : 'Show'}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {seller.more_products && <p className="mt-2 text-sm">Only the first 200 products are listed.</p>}
      </Section>
    </>
  );
}
