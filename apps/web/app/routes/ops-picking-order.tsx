import { formatPeso } from '@sulit/domain/shared/money';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-picking-order';
import { Button } from '../components/button';
import { Section } from '../components/section';
import { FormAlert, SelectField, TextField } from '../components/text-field';
import { consoleRead, refusal } from '../features/ops/console-access';
import { moveConsoleOrder } from '../features/ops/api/ops-orders';
import { getPickingOrder, pickLine } from '../features/ops/api/ops-picking-order';
import { getPickingWeights, weighLine } from '../features/ops/api/ops-picking-weights';
import { WeighedLinesPanel } from '../features/ops/weighed-lines-panel';
import { serverApi } from '../lib/http/server-client';

/** Issue 36: one order on the picker's trolley — swap a missing item within the shopper's choice, or refund it. */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const [order, weights] = await Promise.all([
    consoleRead(getPickingOrder(api, params.number), url),
    consoleRead(getPickingWeights(api, params.number), url),
  ]);
  return { order, weights };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context, request);
  const intent = String(form.get('intent') ?? '');
  const lineId = Number(form.get('line_id'));
  const res =
    intent === 'finish'
      ? await moveConsoleOrder(api, params.number, 'orders.pick', 'ready_to_ship')
      : intent === 'refund'
        ? await pickLine(api, params.number, lineId, { outcome: 'refunded' })
        : intent === 'weigh'
          ? await weighLine(api, params.number, lineId, { kg: String(form.get('kg') ?? '') })
          : intent === 'swap'
            ? await pickLine(api, params.number, lineId, {
                outcome: 'substituted',
                product_id: Number(form.get('product_id')),
                qty: Number(form.get('qty')),
                consent: form.get('consent') === 'on',
              })
            : null;
  if (!res) return { message: 'Choose what to do with the item.' };
  if (!res.ok) return refusal(res.status, res.body, url);
  return redirect(url.pathname);
}

export default function OpsPickingOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, weights } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const optionsOf = (lineId: number) => order.options.find((o) => o.line_id === lineId)?.items ?? [];
  return (
    <>
      <p className="mb-2">
        <Link to="/ops/picking" className="underline">
          Back to the picking list
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-extrabold">Picking order {order.order_number}</h1>
      <p className="mb-4 text-stone-700">{order.step_label}</p>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      {order.settlement && (
        <p className="mb-4 rounded-lg bg-emerald-50 p-3">
          Picked. Ordered {formatPeso(order.settlement.original_total)}, final amount{' '}
          <strong>{formatPeso(order.settlement.final_total)}</strong>.
        </p>
      )}
      <WeighedLinesPanel weights={weights} busy={busy} />
      <Section title="Items" titleClassName="mb-2 text-lg font-bold" className="mb-6">
        <ul className="space-y-4">
          {order.lines.map((line) => {
            const items = optionsOf(line.line_id);
            return (
              <li key={line.line_id} className="rounded-xl border border-stone-200 p-4">
                <h2 className="font-bold">
                  {line.qty} × {line.name}
                </h2>
                <p className="text-sm text-stone-700">
                  {formatPeso(line.unit_price)} each · If out of stock: {line.choice_label}
                </p>
                {line.outcome === 'substituted' && line.substitute && (
                  <p className="mt-1">
                    Swapped for {line.substitute.qty} × {line.substitute.name} at{' '}
                    {formatPeso(line.substitute.unit_price)} each
                    {line.rejected ? ' — rejected by the shopper, refunded' : ''}
                  </p>
                )}
                {line.outcome === 'refunded' && <p className="mt-1">Out of stock — refunded</p>}
                {order.can_pick && line.outcome === 'as_ordered' && (
                  <div className="mt-3 flex flex-wrap items-end gap-3">
                    {items.length > 0 && (
                      <Form method="post" className="flex flex-wrap items-end gap-3" aria-label={`Swap ${line.name}`}>
                        <input type="hidden" name="intent" value="swap" />
                        <input type="hidden" name="line_id" value={line.line_id} />
                        <SelectField name="product_id" label={`Swap ${line.name} for`} className="min-w-52">
                          {items.map((item) => (
                            <option key={item.id} value={item.id}>
                              {item.name} — {formatPeso(item.final_price)}
                            </option>
                          ))}
                        </SelectField>
                        <TextField
                          name="qty"
                          label="Pieces"
                          type="number"
                          min={1}
                          max={line.qty}
                          defaultValue={String(line.qty)}
                          className="w-24"
                        />
                        <label className="flex items-center gap-2 py-2">
                          <input type="checkbox" name="consent" />
                          Shopper agreed to a higher price
                        </label>
                        <Button look="primary" type="submit" disabled={busy}>
                          Swap
                        </Button>
                      </Form>
                    )}
                    <Form method="post">
                      <input type="hidden" name="intent" value="refund" />
                      <input type="hidden" name="line_id" value={line.line_id} />
                      <Button look="secondary" type="submit" disabled={busy} aria-label={`Refund ${line.name}`}>
                        Out of stock, refund
                      </Button>
                    </Form>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </Section>
      {order.can_pick && (
        <Form method="post">
          <input type="hidden" name="intent" value="finish" />
          <Button look="primary" type="submit" disabled={busy}>
            Finish picking and pack
          </Button>
        </Form>
      )}
    </>
  );
}
