import type { OrderSubstitutions } from '@sulit/contracts/substitutions';
import { formatPeso } from '@sulit/domain/shared/money';
import { Form } from 'react-router';

/**
 * What the picker swapped or refunded (issue 36), with a "Don't want it" per swap until hand-over; the amount
 * the order comes to once picked. Shown only when something changed.
 */
export function OrderSubstitutionsView({ view, busy }: { view: OrderSubstitutions; busy: boolean }) {
  const changed = view.lines.filter((l) => l.outcome !== 'as_ordered');
  if (changed.length === 0 && !view.settlement) return null;
  // before packing nothing has moved yet: a refunded line simply comes off the total then
  const notCharged = view.settlement ? 'we refunded it' : "you won't pay for it";
  const refundedOf = (status: string) =>
    view.refunds.filter((r) => r.status === status).reduce((total, r) => total + r.amount, 0);
  return (
    <section aria-labelledby="swaps-title" className="mt-4 rounded-2xl border border-stone-200 p-4">
      <h2 id="swaps-title" className="mb-2 text-lg font-bold">
        Changes to your order
      </h2>
      {changed.length === 0 ? (
        <p>Everything you ordered was in stock.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {changed.map((line) => (
            <li key={line.line_id} className="py-3">
              <p>
                <strong>{line.name}</strong> ({line.qty} × {formatPeso(line.unit_price)}) was out of stock.
              </p>
              {line.substitute ? (
                <>
                  <p>
                    {line.rejected
                      ? `You didn't want the swap, ${line.substitute.name}: ${notCharged}.`
                      : `We swapped it for ${line.substitute.qty} × ${line.substitute.name} at ${formatPeso(line.substitute.unit_price)} each (${formatPeso(line.substitute.row_total)}).`}
                  </p>
                  {line.can_reject && (
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="line_id" value={line.line_id} />
                      <button
                        type="submit"
                        name="intent"
                        value="reject-substitute"
                        disabled={busy}
                        className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 font-semibold"
                      >
                        I don't want {line.substitute.name}, refund it
                      </button>
                    </Form>
                  )}
                </>
              ) : (
                <p>{view.settlement ? 'We refunded it.' : "You won't pay for it."}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {!view.settlement && changed.length > 0 && (
        <p className="mt-3 text-stone-700">We settle your order's total when we finish packing it.</p>
      )}
      {view.settlement && (
        <p className="mt-3">
          You ordered {formatPeso(view.settlement.original_total)}; your order now comes to{' '}
          <strong>{formatPeso(view.settlement.final_total)}</strong>.
        </p>
      )}
      {refundedOf('refunded') > 0 && (
        <p className="mt-1">{formatPeso(refundedOf('refunded'))} has been refunded to your card.</p>
      )}
      {refundedOf('requested') > 0 && (
        <p className="mt-1">{formatPeso(refundedOf('requested'))} is on its way back to your card.</p>
      )}
      {refundedOf('failed') > 0 && (
        <p className="mt-1">
          We could not refund {formatPeso(refundedOf('failed'))} to your card. Please contact us and we will sort it
          out.
        </p>
      )}
    </section>
  );
}
