import type { OrderEditView } from '@sulit/contracts/order-edit';
import { SUBSTITUTION_LABELS } from '@sulit/domain/picking/substitutions';
import { formatPeso } from '@sulit/domain/shared/money';
import { Form } from 'react-router';
import { primaryButton } from '../../components/button';

const field = 'min-h-11 rounded-xl border border-stone-300 bg-white px-3';

type Line = OrderEditView['lines'][number];

/** A line's choice as the form sends it: `similar`, `refund` or `specific:<product id>`. */
const choiceValue = (c: NonNullable<Line['substitution']>) =>
  c.choice === 'specific' ? `specific:${c.substitute_product_id}` : c.choice;

/**
 * "If it is out of stock" for one line (decision 039's choices): a similar item, a refund, or one of its related
 * items by name. The value it had rides along, so only a changed choice is sent.
 */
function ChoiceField({ line, choice }: { line: Line; choice: NonNullable<Line['substitution']> }) {
  const current = choiceValue(choice);
  const named = choice.options.some((o) => `specific:${o.product_id}` === current);
  return (
    <label className="flex w-full flex-col gap-1 text-sm sm:w-auto">
      If {line.name} is out of stock
      <input type="hidden" name={`choice-was-${line.line_id}`} value={current} />
      <select name={`choice-${line.line_id}`} defaultValue={current} className={`${field} w-full`}>
        <option value="similar">{SUBSTITUTION_LABELS.similar}</option>
        <option value="refund">{SUBSTITUTION_LABELS.refund}</option>
        {choice.choice === 'specific' && !named && (
          <option value={current}>{SUBSTITUTION_LABELS.specific} (no longer in stock)</option>
        )}
        {choice.options.map((o) => (
          <option key={o.product_id} value={`specific:${o.product_id}`}>
            Swap it for {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The edit form: a quantity per line (0 removes it), the slot, and one submit. The page's version and its
 * Idempotency-Key ride along, so a second tab's older edit is refused and a double submit changes it once.
 */
export function OrderEditForm({
  view,
  idempotencyKey,
  busy,
}: {
  view: OrderEditView;
  idempotencyKey: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="version" value={view.version} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <fieldset className="rounded-2xl border border-stone-200 bg-white p-4">
        <legend className="px-1 font-bold">Items</legend>
        <ul className="divide-y divide-stone-100">
          {view.lines.map((line) => (
            <li key={line.line_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">{line.name}</p>
                <p className="text-sm text-stone-600">
                  {formatPeso(line.unit_price)} each · {formatPeso(line.row_total)}
                </p>
              </div>
              {line.editable ? (
                <label className="flex items-center gap-2 text-sm">
                  Quantity of {line.name}
                  <input
                    type="number"
                    name={`qty-${line.line_id}`}
                    defaultValue={line.qty}
                    min={0}
                    max={999}
                    required
                    className={`${field} w-20`}
                  />
                </label>
              ) : (
                <span className="text-sm">Quantity {line.qty}</span>
              )}
              {line.substitution && <ChoiceField line={line} choice={line.substitution} />}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-stone-600">
          Set a quantity to 0 to remove the item. Say what we should do if an item is out of stock when we pick it.
        </p>
      </fieldset>
      {view.slot && view.slots.length > 0 && (
        <label className="block rounded-2xl border border-stone-200 bg-white p-4">
          <span className="mb-2 block font-bold">Delivery slot</span>
          <select name="slotId" defaultValue={view.slot.slot_id} className={`${field} w-full`}>
            {view.slots.map((s) => (
              <option key={s.slot_id} value={s.slot_id}>
                {s.label}
                {s.slot_id === view.slot?.slot_id ? ' (current)' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="submit"
        disabled={busy}
        className={primaryButton('inline-flex min-h-12 items-center rounded-xl px-5 disabled:opacity-70')}
      >
        Save changes
      </button>
    </Form>
  );
}
