import type { RebateSummary } from '@sulit/contracts/rebates';
import { REBATE_RETURN_WINDOW_DAYS } from '@sulit/domain/rebates/rebate-rules';
import { formatPeso } from '@sulit/domain/shared/money';
import type { ReactNode } from 'react';

function Balance({
  term,
  note,
  testId,
  tone,
  children,
}: {
  term: string;
  note?: ReactNode;
  testId?: string;
  tone: 'brand' | 'plain';
  children: ReactNode;
}) {
  return (
    <div
      className={`rounded-2xl border p-4 ${tone === 'brand' ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-stone-200 bg-white'}`}
    >
      <dt className="text-sm font-semibold">{term}</dt>
      <dd>
        <span className="block text-2xl font-extrabold" data-testid={testId}>
          {children}
        </span>
        {note && <span className="mt-1 block text-xs text-stone-700">{note}</span>}
      </dd>
    </div>
  );
}

/** The member's balances as the ledger sums them, and the year's cap. */
export function RebateBalance({ summary }: { summary: RebateSummary }) {
  const terms =
    summary.yearly_cap === null
      ? `${summary.rate_percent}% back on your purchases`
      : `${summary.rate_percent}% back, up to ${formatPeso(summary.yearly_cap)} a year (${formatPeso(summary.cap_left ?? 0)} left)`;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Balance term="Available to use" testId="rebate-available" tone="brand">
        {formatPeso(summary.available)}
      </Balance>
      <Balance
        term="Pending"
        testId="rebate-pending"
        tone="plain"
        note={`Available once the ${REBATE_RETURN_WINDOW_DAYS}-day return window after delivery closes.`}
      >
        {formatPeso(summary.pending)}
      </Balance>
      <Balance term="Earned this year" tone="plain" note={terms}>
        {formatPeso(summary.earned_this_year)}
      </Balance>
    </dl>
  );
}
