import type { ConsoleOrderItem } from '@sulit/contracts/ops';
import { ORDER_STATUSES } from '@sulit/domain/checkout/order-status';
import { TRACKING_STEP_LABELS, TRACKING_STEPS } from '@sulit/domain/orders/order-tracking';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { formatPeso } from '@sulit/domain/shared/money';
import { Form, Link } from 'react-router';
import type { Route } from './+types/ops-orders';
import { Button } from '../components/button';
import { SelectField, TextField } from '../components/text-field';
import { consoleRead } from '../features/ops/console-access';
import { listConsoleOrders } from '../features/ops/api/ops-orders';
import { STORE_OPTIONS, storeName } from '../features/ops/store-names';
import { serverApi } from '../lib/http/server-client';

const FILTERS = ['status', 'step', 'store', 'slot_date', 'number', 'email', 'after'] as const;

/** Issue 35: the orders of the staff member's stores, newest first, with the filters kept in the URL. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const list = await consoleRead(listConsoleOrders(serverApi(context, request), query), url);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, query.get(name) ?? '']));
  return { list, filters };
}

function OrderRow({ order }: { order: ConsoleOrderItem }) {
  return (
    <tr className="border-t border-stone-200">
      <td className="py-2 pr-3">
        <Link to={`/ops/orders/${order.increment_id}`} className="font-semibold text-brand-800 underline">
          {order.increment_id}
        </Link>
      </td>
      <td className="py-2 pr-3">{order.step_label}</td>
      <td className="py-2 pr-3">{order.status_label}</td>
      <td className="py-2 pr-3">{storeName(order.store)}</td>
      <td className="py-2 pr-3">{order.slot_label ?? '—'}</td>
      <td className="py-2 pr-3 break-all">{order.customer_email}</td>
      <td className="py-2 pr-3 text-right">{formatPeso(order.grand_total)}</td>
      <td className="py-2">{formatDateTime(order.created_at)}</td>
    </tr>
  );
}

export default function OpsOrders({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const nextQuery = new URLSearchParams(Object.entries(filters).filter(([k, v]) => v && k !== 'after'));
  if (list.next) nextQuery.set('after', list.next);
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Orders</h1>
      <Form method="get" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Filter orders">
        <SelectField name="step" label="Step" defaultValue={filters.step}>
          <option value="">Any step</option>
          {TRACKING_STEPS.map((s) => (
            <option key={s} value={s}>
              {TRACKING_STEP_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField name="status" label="Status" defaultValue={filters.status}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <SelectField name="store" label="Store" defaultValue={filters.store}>
          <option value="">All my stores</option>
          {STORE_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <TextField name="slot_date" label="Slot date" type="date" defaultValue={filters.slot_date} />
        <TextField name="number" label="Order number" inputMode="numeric" defaultValue={filters.number} />
        <TextField name="email" label="Customer e-mail" type="email" defaultValue={filters.email} />
        <div className="flex items-end">
          <Button look="primary" type="submit">
            Show orders
          </Button>
        </div>
      </Form>
      {list.items.length === 0 ? (
        <p>No orders match.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Orders, newest first</caption>
            <thead>
              <tr>
                {['Order', 'Step', 'Status', 'Store', 'Slot', 'Customer', 'Total', 'Placed'].map((h) => (
                  <th key={h} scope="col" className={`pb-2 pr-3 ${h === 'Total' ? 'text-right' : ''}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((order) => (
                <OrderRow key={order.increment_id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.next && (
        <p className="mt-4">
          <Link to={`/ops/orders?${nextQuery.toString()}`} className="font-semibold text-brand-800 underline">
            Older orders
          </Link>
        </p>
      )}
    </>
  );
}
