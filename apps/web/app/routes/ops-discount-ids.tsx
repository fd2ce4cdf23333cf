import type { ConsoleDiscountId } from '@sulit/contracts/discounts';
import { DISCOUNT_ID_LIMITS, type DiscountIdStatus } from '@sulit/domain/discounts/discount-id-status';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-discount-ids';
import { Button } from '../components/button';
import { FormAlert, TextField } from '../components/text-field';
import { consoleRead, refusal } from '../features/ops/console-access';
import { listDiscountIds, rejectDiscountId, verifyDiscountId } from '../features/ops/api/ops-special-discount';
import { serverApi } from '../lib/http/server-client';

/** The statuses the page filters by, and what each tab is called. */
const TABS: readonly { status: DiscountIdStatus; label: string }[] = [
  { status: 'pending', label: 'To check' },
  { status: 'verified', label: 'Verified' },
  { status: 'rejected', label: 'Not accepted' },
];

const statusOf = (value: string | null): DiscountIdStatus =>
  TABS.find((tab) => tab.status === value)?.status ?? 'pending';

/**
 * Issue 36 (decision 038), store managers and administrators: the senior citizen and PWD IDs shoppers sent, oldest
 * first; the photo is read through the staff-only route. Verify one, or refuse it with a reason the shopper reads.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const status = statusOf(url.searchParams.get('status'));
  return consoleRead(listDiscountIds(serverApi(context, request), status), url);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) return { message: 'This ID was not found.' };
  const api = serverApi(context, request);
  const res =
    form.get('intent') === 'reject'
      ? await rejectDiscountId(api, id, String(form.get('reason') ?? ''))
      : await verifyDiscountId(api, id);
  return res.ok ? redirect(url.pathname + url.search) : refusal(res.status, res.body, url);
}

function IdCard({ item, busy }: { item: ConsoleDiscountId; busy: boolean }) {
  const who = `${item.holder_name} (${item.id_number})`;
  return (
    <li className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 md:grid-cols-[20rem_1fr]">
      <a href={item.photo_url} target="_blank" rel="noreferrer" className="block">
        <img
          src={item.photo_url}
          alt={`Photo of the ID of ${item.holder_name}`}
          className="max-h-56 w-full rounded-lg border border-stone-200 object-contain"
        />
      </a>
      <div>
        <h2 className="text-lg font-bold">{item.holder_name}</h2>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">Kind</dt>
          <dd>{item.kind_label}</dd>
          <dt className="text-stone-600">ID number</dt>
          <dd>{item.id_number}</dd>
          <dt className="text-stone-600">Customer</dt>
          <dd>#{item.customer_id}</dd>
          <dt className="text-stone-600">Sent</dt>
          <dd>{formatDateTime(item.submitted_at)}</dd>
          {item.decided_at && (
            <>
              <dt className="text-stone-600">Decided</dt>
              <dd>{formatDateTime(item.decided_at)}</dd>
            </>
          )}
          {item.reason && (
            <>
              <dt className="text-stone-600">Reason</dt>
              <dd>{item.reason}</dd>
            </>
          )}
        </dl>
        {item.status === 'pending' && (
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <Form method="post">
              <input type="hidden" name="id" value={item.id} />
              <input type="hidden" name="intent" value="verify" />
              <Button look="primary" type="submit" disabled={busy} aria-label={`Verify the ID of ${who}`}>
                Verify
              </Button>
            </Form>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="id" value={item.id} />
              <input type="hidden" name="intent" value="reject" />
              <TextField
                name="reason"
                label="Reason, if you refuse it"
                required
                maxLength={DISCOUNT_ID_LIMITS.reasonMax}
                className="w-full sm:w-72"
                hint="The shopper reads it, e.g. “The photo is blurred.”"
              />
              <Button look="secondary" type="submit" disabled={busy} aria-label={`Refuse the ID of ${who}`}>
                Refuse
              </Button>
            </Form>
          </div>
        )}
      </div>
    </li>
  );
}

export default function OpsDiscountIds({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { status, ids } = loaderData;
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Senior citizen and PWD IDs</h1>
      <nav aria-label="ID status" className="mb-4 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            to={`?status=${tab.status}`}
            aria-current={tab.status === status ? 'page' : undefined}
            className={`flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
              tab.status === status ? 'bg-brand-700 text-white' : 'bg-white text-stone-800 hover:bg-brand-50'
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      {ids.length === 0 ? (
        <p className="rounded-xl bg-stone-100 p-4 text-stone-700">
          {status === 'pending' ? 'No IDs are waiting to be checked.' : 'No IDs here yet.'}
        </p>
      ) : (
        <ul className="space-y-4">
          {ids.map((item) => (
            <IdCard key={item.id} item={item} busy={busy} />
          ))}
        </ul>
      )}
    </>
  );
}
