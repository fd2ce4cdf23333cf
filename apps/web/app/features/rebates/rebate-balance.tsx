import type { RebateSummary } from '@sulit/contracts/rebates';
import { formatPeso } from '@sulit/domain/shared/money';

/** The member's balances as the ledger sums them, and the year's cap. */
export function RebateBalance({ summary }: { summary: RebateSummary }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
        <dt className="text-sm font-semibold text-brand-900">Available to use</dt>
        <dd className="text-2xl font-extrabold text-brand-900" data-testid="rebate-available">
          {formatPeso(summary.available)}
        </dd>
      </div>
      <div className="rounded-2xl border border-stone-200 bg-white p-4">
        <dt className="text-sm font-semibold text-stone-700">Pending</dt>
        <dd className="text-2xl font-extrabold" data-testid="rebate-pending">
          {formatPeso(summary.pending)}
        </dd>
        <p className="mt-1 text-xs text-stone-700">Available once the 7-day return window after delivery closes.</p>
      </div>
      <div className="rounded-2xl border border-stone-200 bg-white p-4">
        <dt className="text-sm font-semibold text-stone-700">Earned this year</dt>
        <dd className="text-2xl font-extrabold">{formatPeso(summary.earned_this_year)}</dd>
        <p className="mt-1 text-xs text-stone-700">
          {summary.yearly_cap === null
            ? `${summary.rate_percent}% back on your purchases`
            : `${summary.rate_percent}% back, up to ${formatPeso(summary.yearly_cap)} a year (${formatPeso(
                summary.cap_left ?? 0,
              )} left)`}
        </p>
      </div>
    </dl>
  );
}
