import type { CaseListItem } from '@sulit/contracts/ops-care';
import { ENQUIRY_CASE_STATUSES, ENQUIRY_CASE_STATUS_LABELS } from '@sulit/domain/help/enquiry-cases';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { Form, Link } from 'react-router';
import type { Route } from './+types/ops-cases';
import { Button } from '../components/button';
import { SelectField } from '../components/text-field';
import { consoleRead } from '../features/ops/console-access';
import { listCases } from '../features/ops/api/ops-cases';
import { serverApi } from '../lib/http/server-client';

/**
 * Issue 35 (decision 037): the enquiry cases shoppers sent from the help centre, newest first, by status. Support
 * and administrators work them; store managers read them.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const status = url.searchParams.get('status') ?? '';
  const before = url.searchParams.get('before') ?? '';
  const list = await consoleRead(listCases(serverApi(context, request), { status, before }), url);
  return { list, status };
}

function CaseRow({ item }: { item: CaseListItem }) {
  return (
    <tr className="border-t border-stone-200">
      <td className="py-2 pr-3">
        <Link to={`/ops/cases/${item.reference}`} className="font-semibold text-brand-800 underline">
          {item.reference}
        </Link>
      </td>
      <td className="py-2 pr-3">{item.status_label}</td>
      <td className="py-2 pr-3">{item.topic}</td>
      <td className="py-2 pr-3 break-all">
        {item.name} · {item.email}
      </td>
      <td className="py-2 pr-3">{item.assigned_name ?? '—'}</td>
      <td className="py-2 pr-3">{item.attachments}</td>
      <td className="py-2">{formatDateTime(item.created_at)}</td>
    </tr>
  );
}

export default function OpsCases({ loaderData }: Route.ComponentProps) {
  const { list, status } = loaderData;
  const next = new URLSearchParams({ ...(status ? { status } : {}) });
  if (list.next_before !== null) next.set('before', String(list.next_before));
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Enquiry cases</h1>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Filter cases">
        <SelectField name="status" label="Status" defaultValue={status} className="min-w-40">
          <option value="">Any status</option>
          {ENQUIRY_CASE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ENQUIRY_CASE_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <Button look="primary" type="submit">
          Show cases
        </Button>
      </Form>
      {list.items.length === 0 ? (
        <p>No cases match.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Enquiry cases, newest first</caption>
            <thead>
              <tr>
                {['Case', 'Status', 'Topic', 'From', 'Taken by', 'Files', 'Sent'].map((h) => (
                  <th key={h} scope="col" className="pb-2 pr-3">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <CaseRow key={item.reference} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.next_before !== null && (
        <p className="mt-4">
          <Link to={`/ops/cases?${next.toString()}`} className="font-semibold text-brand-800 underline">
            Older cases
          </Link>
        </p>
      )}
    </>
  );
}
