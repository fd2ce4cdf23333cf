import type { WeighedLines } from '@sulit/contracts/weighed-goods';
import { formatPeso } from '@sulit/domain/shared/money';

/**
 * The order page's goods sold by weight (decision 043): about how much was ordered at what price per kg, what the
 * scale read and costs, and what the card was held for and charged.
 */
export function OrderWeighedLines({ view }: { view: WeighedLines }) {
  if (view.lines.length === 0) return null;
  return (
    <section aria-labelledby="weighed-title" className="mb-6 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="weighed-title" className="mb-2 text-lg font-bold">
        Sold by weight
      </h2>
      <ul className="space-y-3">
        {view.lines.map((line) => (
          <li key={line.line_id}>
            <p className="font-semibold break-words">{line.name}</p>
            <p className="text-sm text-stone-700">
              Ordered {line.ordered_label} at {formatPeso(line.price_per_kg)}/kg, estimated {formatPeso(line.estimate)}
            </p>
            {line.weighed_label && line.weighed_total !== null ? (
              <p>
                Weighed {line.weighed_label} = <strong>{formatPeso(line.weighed_total)}</strong>
              </p>
            ) : (
              <p className="text-sm text-stone-700">Not weighed yet: you pay for the weighed amount.</p>
            )}
          </li>
        ))}
      </ul>
      {view.capture ? (
        <p className="mt-3 rounded-lg bg-emerald-50 p-3">
          Your card was charged <strong>{formatPeso(view.capture.amount)}</strong>
          {view.capture.released > 0 ? ` and the rest of the hold, ${formatPeso(view.capture.released)}, released` : ''}
          .{view.capture.capped ? ' The weighed total was above the hold, so only the held amount was charged.' : ''}
        </p>
      ) : (
        view.hold && <p className="mt-3 rounded-lg bg-amber-50 p-3">{view.hold.statement}</p>
      )}
    </section>
  );
}
