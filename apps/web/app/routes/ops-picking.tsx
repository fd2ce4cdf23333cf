import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-picking';
import { Button } from '../components/button';
import { Section } from '../components/section';
import { FormAlert, SelectField, TextField } from '../components/text-field';
import { consoleRead, manilaToday, refusal } from '../features/ops/console-access';
import { moveConsoleOrder } from '../features/ops/api/ops-orders';
import { getPickingList } from '../features/ops/api/ops-picking';
import { STORE_OPTIONS, storeName } from '../features/ops/store-names';
import { serverApi } from '../lib/http/server-client';

/** Issue 35: what to pick for a store's slot date, in all and per order; pickers start and finish each order here. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const date = url.searchParams.get('date') || manilaToday();
  const store = url.searchParams.get('store') || undefined;
  const list = await consoleRead(
    getPickingList(serverApi(context, request), { date, ...(store ? { store } : {}) }),
    url,
  );
  return { list };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const res = await moveConsoleOrder(
    serverApi(context, request),
    String(form.get('number') ?? ''),
    'orders.pick',
    String(form.get('to') ?? ''),
  );
  if (!res.ok) return refusal(res.status, res.body, url);
  return redirect(url.pathname + url.search);
}

export default function OpsPicking({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Picking list</h1>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Store and date">
        <SelectField name="store" label="Store" defaultValue={list.store} className="min-w-40">
          {STORE_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <TextField name="date" label="Slot date" type="date" defaultValue={list.date} />
        <Button look="primary" type="submit">
          Show picking list
        </Button>
      </Form>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      {list.orders.length === 0 ? (
        <p>Nothing to pick at {storeName(list.store)} for this date.</p>
      ) : (
        <>
          <Section title="To take from the shelves" titleClassName="mb-2 text-lg font-bold" className="mb-6">
            <ul className="divide-y divide-stone-200">
              {list.totals.map((t) => (
                <li key={t.sku} className="flex justify-between gap-3 py-2">
                  <span>{t.name}</span>
                  <span className="font-semibold">× {t.qty}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Per order" titleClassName="mb-2 text-lg font-bold">
            <ul className="space-y-4">
              {list.orders.map((order) => {
                const next = order.next[0];
                return (
                  <li key={order.increment_id} className="rounded-xl border border-stone-200 p-4">
                    <h3 className="font-bold">
                      Order {order.increment_id} · {order.step_label}
                    </h3>
                    <p className="text-sm text-stone-700">
                      {order.delivery_type === 'pickup' ? 'Store pickup' : 'Delivery'} · {order.slot_label ?? '—'}
                    </p>
                    <ul className="my-2 list-disc pl-5">
                      {order.lines.map((line, i) => (
                        <li key={i}>
                          {line.qty} × {line.name}
                          {line.special_instruction ? ` — ${line.special_instruction}` : ''}
                        </li>
                      ))}
                    </ul>
                    {order.step === 'fulfilling' && (
                      <p className="mb-2">
                        <Link to={`/ops/picking/${order.increment_id}`} className="underline">
                          Swap or refund missing items: order {order.increment_id}
                        </Link>
                      </p>
                    )}
                    {next ? (
                      <Form method="post">
                        <input type="hidden" name="number" value={order.increment_id} />
                        <input type="hidden" name="to" value={next.to} />
                        <Button
                          look="primary"
                          type="submit"
                          disabled={busy}
                          aria-label={`${next.label}: order ${order.increment_id}`}
                        >
                          {next.label}
                        </Button>
                      </Form>
                    ) : (
                      <p className="text-sm text-stone-600">Accept the order before picking it.</p>
                    )}
                  </li>
                );
              })}
            </ul>
          </Section>
        </>
      )}
    </>
  );
}
