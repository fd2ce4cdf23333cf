import type { WeighedLines } from '@sulit/contracts/weighed-goods';
import { formatPeso } from '@sulit/domain/shared/money';
import { Form } from 'react-router';
import { Button } from '../../components/button';
import { Section } from '../../components/section';
import { TextField } from '../../components/text-field';

/**
 * The picker's scale readings (decision 043): each item sold by weight with what was ordered and its price per kg,
 * a field for the weighed kilograms while the order is being picked, and the card hold and its capture.
 */
export function WeighedLinesPanel({ weights, busy }: { weights: WeighedLines; busy: boolean }) {
  if (weights.lines.length === 0) return null;
  return (
    <Section title="Sold by weight" titleClassName="mb-2 text-lg font-bold" className="mb-6">
      {weights.hold && <p className="mb-3 text-stone-700">Card held for {formatPeso(weights.hold.held)}.</p>}
      <ul className="space-y-4">
        {weights.lines.map((line) => (
          <li key={line.line_id} className="rounded-xl border border-stone-200 p-4">
            <h2 className="font-bold">{line.name}</h2>
            <p className="text-sm text-stone-700">
              Ordered {line.ordered_label} at {formatPeso(line.price_per_kg)}/kg · estimate {formatPeso(line.estimate)}
            </p>
            {line.weighed_label && line.weighed_total !== null && (
              <p className="mt-1">
                Weighed {line.weighed_label} = <strong>{formatPeso(line.weighed_total)}</strong>
              </p>
            )}
            {weights.can_weigh && (
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" aria-label={`Weigh ${line.name}`}>
                <input type="hidden" name="intent" value="weigh" />
                <input type="hidden" name="line_id" value={line.line_id} />
                <TextField
                  name="kg"
                  label={`Weighed kg of ${line.name}`}
                  inputMode="decimal"
                  required
                  maxLength={8}
                  defaultValue={line.weighed_grams === null ? '' : String(line.weighed_grams / 1000)}
                  className="w-full sm:w-96"
                />
                <Button look="secondary" type="submit" disabled={busy}>
                  Save weight
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {weights.capture && (
        <p className="mt-3 rounded-lg bg-emerald-50 p-3">
          Card captured for <strong>{formatPeso(weights.capture.amount)}</strong>
          {weights.capture.released > 0 ? `, ${formatPeso(weights.capture.released)} released` : ''}
          {weights.capture.capped ? '. The weighed total was above the hold; the held amount was captured.' : '.'}
        </p>
      )}
    </Section>
  );
}
