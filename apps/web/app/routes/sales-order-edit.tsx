import type { OrderEditBody, OrderEditView } from '@sulit/contracts/order-edit';
import { formatPeso } from '@sulit/domain/shared/money';
import { data, Link, useNavigation } from 'react-router';
import type { Route } from './+types/sales-order-edit';
import { noindexTags } from '../features/content/seo';
import { requireCustomer } from '../features/customers/api/session';
import { editOrder, findProductsToAdd, getOrderEdit } from '../features/orders/api/order-edit';
import { OrderEditAddItems } from '../features/orders/order-edit-add';
import { OrderEditForm } from '../features/orders/order-edit-form';
import { isOrderNumber, orderViewPath } from '../features/orders/order-paths';
import { ApiError, errorMessage } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = ({ params }) => noindexTags(`Edit order ${params.orderId}`);
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  if (!isOrderNumber(params.orderId)) throw data(null, { status: 404 });
  try {
    const api = serverApi(context, request);
    const view = await getOrderEdit(api, params.orderId);
    const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
    const found = query && !view.refusal ? await findProductsToAdd(api, query) : null;
    // one key per page load: a double submit of this form changes the order once
    return { view, query, found, idempotencyKey: crypto.randomUUID() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

type EditResult = { ok: boolean; message: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isOrderNumber(params.orderId)) return data<EditResult>({ ok: false, message: 'Order not found' }, 404);
  const form = await request.formData();
  const lines = editedLinesOf(form);
  const slot = Number(form.get('slotId'));
  const version = Number(form.get('version'));
  const body =
    form.get('intent') === 'add'
      ? { version, lines: [], add: [{ product_id: Number(form.get('productId')), qty: Number(form.get('qty')) }] }
      : { version, lines, ...(Number.isInteger(slot) && slot > 0 ? { slot_id: slot } : {}) };
  const res = await editOrder(
    serverApi(context, request),
    params.orderId,
    body,
    String(form.get('idempotencyKey') ?? ''),
  );
  if (res.ok) return data<EditResult>({ ok: true, message: res.body?.message ?? 'Your order has been updated.' });
  return data<EditResult>(
    { ok: false, message: errorMessage(res.body) ?? 'Something went wrong. Please try again.' },
    { status: res.status || 500 },
  );
}

type EditedLine = OrderEditBody['lines'][number];

/** The form's lines: each quantity, and the out-of-stock choice where it differs from the one the page showed. */
function editedLinesOf(form: FormData): EditedLine[] {
  const lines: EditedLine[] = [];
  for (const [name, value] of form) {
    const match = /^qty-(\d{1,10})$/.exec(name);
    if (!match) continue;
    const line: EditedLine = { line_id: Number(match[1]), qty: Number(value) };
    const choice = String(form.get(`choice-${match[1]}`) ?? '');
    if (choice && choice !== form.get(`choice-was-${match[1]}`)) {
      const [kind, id] = choice.split(':');
      line.substitution = kind as EditedLine['substitution'];
      if (kind === 'specific') line.substitute_product_id = Number(id);
    }
    lines.push(line);
  }
  return lines;
}

function Totals({ totals }: { totals: OrderEditView['totals'] }) {
  const rows: [string, number][] = [
    ['Subtotal', totals.subtotal],
    ...(totals.discount_amount > 0 ? [['Discounts', -totals.discount_amount] as [string, number]] : []),
    ['Delivery fee', totals.shipping_amount],
    ...(totals.fee > 0 ? [['Non-member fee', totals.fee] as [string, number]] : []),
  ];
  return (
    <dl className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between py-1">
          <dt>{label}</dt>
          <dd>{formatPeso(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold">
        <dt>Order total</dt>
        <dd>{formatPeso(totals.grand_total)}</dd>
      </div>
    </dl>
  );
}

/** Edit an order until picking starts (issue 36): quantities, removals, added items and the slot; its changes so far. */
export default function OrderEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { view, query, found, idempotencyKey } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <Link
        to={orderViewPath(view.order_number)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
      >
        ← Back to order {view.order_number}
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight">Edit order {view.order_number}</h1>
      {actionData && (
        <p
          role="status"
          className={`rounded-xl p-4 ${actionData.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'}`}
        >
          {actionData.message}
        </p>
      )}
      {view.refusal ? (
        <p className="rounded-xl bg-amber-50 p-4 text-amber-950">{view.refusal}</p>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            You can change this order until we start picking it. {view.payment_note}
          </p>
          <OrderEditForm key={view.version} view={view} idempotencyKey={idempotencyKey} busy={busy} />
          <OrderEditAddItems
            key={view.version}
            view={view}
            idempotencyKey={idempotencyKey}
            query={query}
            found={found}
            busy={busy}
          />
        </>
      )}
      <section aria-labelledby="edit-totals">
        <h2 id="edit-totals" className="mb-2 text-lg font-bold">
          Total now
        </h2>
        <Totals totals={view.totals} />
      </section>
      {view.history.length > 0 && (
        <section aria-labelledby="edit-history">
          <h2 id="edit-history" className="mb-2 text-lg font-bold">
            Changes to this order
          </h2>
          <ul className="space-y-2 text-sm">
            {view.history.map((h) => (
              <li key={h.version} className="rounded-xl bg-stone-100 p-3">
                <p className="font-semibold">
                  {h.at} · {h.by}
                </p>
                {h.lines.map((l) => (
                  <p key={l.name}>
                    {l.name}: {l.before} → {l.after === 0 ? 'removed' : l.after}
                  </p>
                ))}
                {h.choices.map((c) => (
                  <p key={`choice-${c.name}`}>
                    If {c.name} is out of stock: {c.before} → {c.after}
                  </p>
                ))}
                {h.slot && (
                  <p>
                    Slot: {h.slot.before ?? 'none'} → {h.slot.after}
                  </p>
                )}
                <p>
                  Total: {formatPeso(h.total_before)} → {formatPeso(h.total_after)}
                  {h.refund_amount > 0 &&
                    ` · refund of ${formatPeso(h.refund_amount)} ${h.refund_status === 'refunded' ? 'sent back to your payment method' : 'in progress'}`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
