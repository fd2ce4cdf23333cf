import type { RebateHistory } from '@sulit/contracts/rebates';
import { formatDate } from '@sulit/domain/shared/date-format';
import { formatPeso } from '@sulit/domain/shared/money';

const STATUS_LABELS = { pending: 'Pending', available: 'Available', reversed: 'Reversed' } as const;

const signed = (amount: number) => (amount < 0 ? `−${formatPeso(-amount)}` : `+${formatPeso(amount)}`);

/** The ledger's entries, one row each: when, what, which order, where an earn stands and the amount. */
export function RebateHistoryList({ history }: { history: RebateHistory }) {
  if (history.data.length === 0)
    return (
      <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
        No rebate activity matches. Rebates appear here once a delivered order earns them.
      </p>
    );
  return (
    <ul aria-label="Rebate history" className="space-y-2">
      {history.data.map((row) => (
        <li
          key={row.rebateId}
          className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-stone-200 bg-white p-4"
        >
          <div className="min-w-0">
            <p className="font-bold">
              {row.label}
              {row.status && (
                <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
                  {STATUS_LABELS[row.status]}
                </span>
              )}
            </p>
            <p className="text-sm text-stone-700">
              {formatDate(row.created_at)}
              {row.order_number && <> · Order {row.order_number}</>}
              {row.status === 'pending' && row.available_at && <> · available {formatDate(row.available_at)}</>}
            </p>
          </div>
          <p className={`text-lg font-extrabold ${row.amount < 0 ? 'text-stone-900' : 'text-brand-800'}`}>
            {signed(row.amount)}
          </p>
        </li>
      ))}
    </ul>
  );
}
