import type { RebateSummary } from '@sulit/contracts/rebates';
import { centavosFromPesoInput, REBATE_MESSAGES } from '@sulit/domain/rebates/rebate-rules';
import { formatPeso } from '@sulit/domain/shared/money';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/button';
import { browserApi } from '../../lib/http/browser-client';
import { errorMessage } from '../../lib/http/client';
import { applyCartRebate } from './api/apply-cart-rebate';

/**
 * The payment step's rebate box (spec §3 bizRebateAmount, rebateErrorMsg; §4 Rebate): a Business or Executive
 * member applies part or all of their available rebate, or removes it. The server decides what applies; the
 * step's totals are read again after each change.
 */
export function RebateApplyForm({
  cartId,
  summary,
  applied,
}: {
  cartId: number;
  summary: RebateSummary;
  /** the rebate the step's totals take off now */
  applied: number;
}) {
  const inputId = useId();
  const revalidator = useRevalidator();
  const [amount, setAmount] = useState(() => (Math.max(0, summary.available) / 100).toFixed(2));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!summary.can_use_rebates || (summary.available <= 0 && applied === 0)) return null;

  async function send(centavos: number) {
    setBusy(true);
    const res = await applyCartRebate(browserApi, cartId, centavos);
    setBusy(false);
    setMessage(
      res.ok
        ? { ok: true, text: centavos > 0 ? REBATE_MESSAGES.applied : REBATE_MESSAGES.removed }
        : { ok: false, text: errorMessage(res.body) ?? 'Something went wrong. Please try again.' },
    );
    if (res.ok) void revalidator.revalidate();
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
      <h2 id={`${inputId}-title`} className="mb-1 font-extrabold">
        Use my rebate
      </h2>
      <p className="mb-3 text-sm text-brand-900">
        Available: <strong data-testid="checkout-rebate-available">{formatPeso(summary.available)}</strong>
        {applied > 0 && (
          <>
            {' '}
            · applied to this order: <strong>{formatPeso(applied)}</strong>
          </>
        )}
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const centavos = centavosFromPesoInput(amount);
          if (centavos === null || centavos <= 0) {
            setMessage({ ok: false, text: 'Enter a peso amount above 0, like 150.00.' });
            return;
          }
          void send(centavos);
        }}
      >
        <label htmlFor={inputId} className="flex flex-col text-sm font-semibold">
          Rebate amount (₱)
          <input
            id={inputId}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="mt-1 min-h-11 w-36 rounded-lg border border-stone-300 bg-white px-3"
          />
        </label>
        <Button look="primary" type="submit" disabled={busy}>
          Apply rebate
        </Button>
        {applied > 0 && (
          <Button look="secondary" disabled={busy} onClick={() => void send(0)}>
            Remove rebate
          </Button>
        )}
      </form>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`mt-2 text-sm font-semibold ${message.ok ? 'text-brand-900' : 'text-red-800'}`}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
