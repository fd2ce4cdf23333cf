import { REBATE_ENTRY_KINDS, REBATE_ENTRY_LABELS, REBATE_HISTORY_SORTS } from '@sulit/domain/rebates/rebate-ledger';
import type { RebateEntryKind, RebateHistorySort } from '@sulit/domain/rebates/rebate-ledger';
import { REBATE_HISTORY_PAGE_SIZE } from '@sulit/domain/rebates/rebate-rules';
import { data, Form, Link } from 'react-router';
import type { Route } from './+types/customer-rebates';
import { noindexTags } from '../features/content/seo';
import { AccountLayout } from '../features/customers/account/account-nav';
import { requireCustomer } from '../features/customers/api/session';
import { getRebateHistory } from '../features/rebates/api/get-rebate-history';
import { getRebateSummary } from '../features/rebates/api/get-rebate-summary';
import { getRebatesNotSeen } from '../features/rebates/api/get-rebates-not-seen';
import { markRebateSeen } from '../features/rebates/api/mark-rebate-seen';
import { LoyaltyRebateDialog } from '../features/rebates/loyalty-rebate-dialog';
import { RebateBalance } from '../features/rebates/rebate-balance';
import { RebateHistoryList } from '../features/rebates/rebate-history-list';
import { RebateTermsDialog } from '../features/rebates/rebate-terms-dialog';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('My rebates');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

const REBATES_PATH = '/customer/rebates';
const SORT_LABELS: Record<RebateHistorySort, string> = {
  'created_at DESC': 'Newest first',
  'created_at ASC': 'Oldest first',
  'amount DESC': 'Largest amount first',
  'amount ASC': 'Smallest amount first',
};
const ORDER_TYPES = { delivery: 'Delivery', pickup: 'Store pickup' } as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const api = serverApi(context, request);
  const filters = {
    transactionType: oneOf<RebateEntryKind>(REBATE_ENTRY_KINDS, url.searchParams.get('type')),
    orderType: oneOf(Object.keys(ORDER_TYPES), url.searchParams.get('orderType')),
    orderBy: oneOf(REBATE_HISTORY_SORTS, url.searchParams.get('sort')) ?? 'created_at DESC',
    page: Math.min(10_000, Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1)),
  };
  const [summary, history] = await Promise.all([getRebateSummary(api), getRebateHistory(api, filters)]);
  // spec §4: the unseen-rebate check runs only for members with a qualifying package
  const notSeen = summary.can_use_rebates ? await getRebatesNotSeen(api) : { data: [], total_count: 0 };
  return { summary, history, notSeen, filters };
}

/** "Got it" on the loyalty rebate modal: each rebate shown is marked seen. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'seen') return data({ ok: false }, 400);
  const api = serverApi(context, request);
  const ids = form
    .getAll('rebateId')
    .map((v) => Number(v))
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 100);
  for (const id of ids) await markRebateSeen(api, id);
  return { ok: true };
}

export default function CustomerRebates({ loaderData }: Route.ComponentProps) {
  const { summary, history, notSeen, filters } = loaderData;
  const pages = Math.max(1, Math.ceil(history.total_count / REBATE_HISTORY_PAGE_SIZE));
  const pageLink = (page: number) => {
    const query = new URLSearchParams({ sort: filters.orderBy, page: String(page) });
    if (filters.transactionType) query.set('type', filters.transactionType);
    if (filters.orderType) query.set('orderType', filters.orderType);
    return `${REBATES_PATH}?${query}`;
  };
  return (
    <AccountLayout title="My rebates">
      <LoyaltyRebateDialog notSeen={notSeen} />
      {summary.can_use_rebates ? (
        <>
          <RebateBalance summary={summary} />
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-stone-700">
            <p>Apply your available rebate on the payment step of checkout.</p>
            {summary.package === 'BUSINESS' && <RebateTermsDialog variant="executive" />}
          </div>
        </>
      ) : (
        <section className="rounded-2xl border border-sun-300 bg-sun-100 p-4">
          <h2 className="mb-1 font-extrabold">Rebates come with Business and Executive memberships</h2>
          <p className="mb-3">Business members earn 1% and Executive members 2% back on delivered orders.</p>
          <RebateTermsDialog variant="business" />
        </section>
      )}
      <h2 className="mb-2 mt-6 text-xl font-extrabold">Rebate history</h2>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-semibold">
          Type
          <select
            name="type"
            defaultValue={filters.transactionType ?? ''}
            className="mt-1 min-h-11 rounded-lg border border-stone-300 bg-white px-3"
          >
            <option value="">All activity</option>
            {REBATE_ENTRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {REBATE_ENTRY_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold">
          Order type
          <select
            name="orderType"
            defaultValue={filters.orderType ?? ''}
            className="mt-1 min-h-11 rounded-lg border border-stone-300 bg-white px-3"
          >
            <option value="">All orders</option>
            {Object.entries(ORDER_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold">
          Sort
          <select
            name="sort"
            defaultValue={filters.orderBy}
            className="mt-1 min-h-11 rounded-lg border border-stone-300 bg-white px-3"
          >
            {REBATE_HISTORY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-semibold">
          Show
        </button>
      </Form>
      <RebateHistoryList history={history} />
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between">
          {filters.page > 1 ? (
            <Link
              to={pageLink(filters.page - 1)}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-semibold"
            >
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-stone-700">
            Page {filters.page} of {pages}
          </span>
          {filters.page < pages ? (
            <Link
              to={pageLink(filters.page + 1)}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-semibold"
            >
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </AccountLayout>
  );
}
