import { formatDateTime } from '@sulit/domain/shared/date-format';
import { formatPeso } from '@sulit/domain/shared/money';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-order';
import { Button } from '../components/button';
import { FormAlert } from '../components/text-field';
import { Section } from '../components/section';
import { consoleRead, refusal } from '../features/ops/console-access';
import {
  cancelConsoleOrder,
  getConsoleOrder,
  isMoveRoute,
  moveConsoleOrder,
  moveOrderPart,
} from '../features/ops/api/ops-orders';
import { storeName } from '../features/ops/store-names';
import { serverApi } from '../lib/http/server-client';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const order = await consoleRead(getConsoleOrder(serverApi(context, request), params.number), url);
  return { order };
}

/** A move or the cancellation, then the page again (post, redirect, get); a refusal shows the server's words. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context, request);
  const route = String(form.get('route') ?? '');
  const res =
    route === 'orders.cancel'
      ? await cancelConsoleOrder(api, params.number)
      : route === 'orders.part-move'
        ? await moveOrderPart(api, params.number, String(form.get('part') ?? ''), String(form.get('to') ?? ''))
        : isMoveRoute(route)
          ? await moveConsoleOrder(api, params.number, route, String(form.get('to') ?? ''))
          : null;
  if (!res) return { message: 'Choose what to do with the order.' };
  if (!res.ok) return refusal(res.status, res.body, url);
  return redirect(url.pathname);
}

export default function OpsOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1 className="mb-2 text-2xl font-extrabold">Order {order.increment_id}</h1>
      <p className="mb-4 text-stone-700">
        <strong>{order.step_label}</strong> · {order.status_label} · {storeName(order.store)} ·{' '}
        {order.delivery_type === 'pickup' ? 'Store pickup' : 'Delivery'}{' '}
        {order.slot_label ? `· ${order.slot_label}` : ''}
      </p>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      {(order.next.length > 0 || order.can_cancel) && (
        <div className="my-4 flex flex-wrap gap-2">
          {order.next.map((move) => (
            <Form method="post" key={`${move.route}-${move.to}`}>
              <input type="hidden" name="route" value={move.route} />
              <input type="hidden" name="to" value={move.to} />
              <Button look="primary" type="submit" disabled={busy}>
                {move.label}
              </Button>
            </Form>
          ))}
          {order.can_cancel && (
            <Form method="post">
              <input type="hidden" name="route" value="orders.cancel" />
              <Button look="secondary" type="submit" disabled={busy}>
                {order.paid ? 'Cancel and refund' : 'Cancel order'}
              </Button>
            </Form>
          )}
        </div>
      )}
      {order.step === 'fulfilling' && order.next.some((m) => m.route === 'orders.pick') && (
        <p className="mb-4">
          <Link to={`/ops/picking/${order.increment_id}`} className="font-semibold underline">
            Swap or refund missing items
          </Link>
        </p>
      )}
      <dl className="mb-6 grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-stone-600">Customer</dt>
          <dd className="break-all">{order.customer_email}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">Payment</dt>
          <dd>
            {order.payment_title} · {order.paid ? 'paid' : 'not paid'} · {formatPeso(order.grand_total)}
            {order.refund ? ` · refund ${order.refund.status} (${formatPeso(order.refund.amount)})` : ''}
          </dd>
        </div>
      </dl>
      <Section title="Items" titleClassName="mb-2 text-lg font-bold" className="mb-6">
        <ul className="divide-y divide-stone-200">
          {order.lines.map((line) => (
            <li key={line.sku} className="flex justify-between gap-3 py-2">
              <span>
                {line.qty} × {line.name} <span className="text-sm text-stone-600">({line.sku})</span>
              </span>
              <span>{formatPeso(line.row_total)}</span>
            </li>
          ))}
        </ul>
      </Section>
      {order.parts.map((part) => (
        <Section
          key={part.number}
          title={`${part.shop_name} · sub-order ${part.number}`}
          titleClassName="mb-2 text-lg font-bold"
          className="mb-6"
        >
          <p className="mb-2 text-stone-700">
            <strong>{part.status_label}</strong> · {part.items_qty} item{part.items_qty === 1 ? '' : 's'} ·{' '}
            {formatPeso(part.grand_total)}
          </p>
          <ul className="mb-2 divide-y divide-stone-200">
            {part.lines.map((line) => (
              <li key={line.sku} className="flex justify-between gap-3 py-2">
                <span>
                  {line.qty} × {line.name} <span className="text-sm text-stone-600">({line.sku})</span>
                </span>
                <span>{formatPeso(line.row_total)}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {part.next.map((move) => (
              <Form method="post" key={move.to}>
                <input type="hidden" name="route" value="orders.part-move" />
                <input type="hidden" name="part" value={part.number} />
                <input type="hidden" name="to" value={move.to} />
                <Button
                  look="secondary"
                  type="submit"
                  disabled={busy}
                  aria-label={`${move.label}: sub-order ${part.number}`}
                >
                  {move.label}
                </Button>
              </Form>
            ))}
          </div>
        </Section>
      ))}
      <Section title="Timeline" titleClassName="mb-2 text-lg font-bold">
        {order.timeline.length === 0 ? (
          <p>Order Created; nobody has moved it yet.</p>
        ) : (
          <ol className="space-y-1">
            {order.timeline.map((entry, i) => (
              <li key={i}>
                {entry.step_label} — {entry.actor}, {formatDateTime(entry.at)}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}
