import type { CartProduct } from '@sulit/contracts/cart';
import type { CartChoices } from '@sulit/contracts/substitutions';
import {
  SUBSTITUTION_CHOICES,
  SUBSTITUTION_LABELS,
  type SubstitutionChoice,
} from '@sulit/domain/picking/substitutions';
import { formatPeso } from '@sulit/domain/shared/money';
import { useState } from 'react';
import { Section } from '../../components/section';
import { browserApi } from '../../lib/http/browser-client';
import { errorMessage } from '../../lib/http/client';
import { setCartLineChoice } from './api/substitutions';

const selectClass = 'min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3';

/**
 * "If it's out of stock" per cart line (issue 36): a similar item, an item the shopper names from the related
 * ones, or a refund; the account's default until changed. Saved at once; the picker reads it with the order.
 */
export function SubstitutionChoices({ seed, lines }: { seed: CartChoices; lines: CartProduct[] }) {
  const [choices, setChoices] = useState(seed);
  const [message, setMessage] = useState<string | null>(null);
  const shown = choices.lines.filter((c) => lines.some((l) => l.sku === c.sku));
  if (shown.length === 0) return null;

  async function save(lineId: string, choice: SubstitutionChoice, substitute: number | null) {
    const res = await setCartLineChoice(browserApi, lineId, { choice, substitute_product_id: substitute });
    if (res.ok && res.body) {
      setChoices(res.body);
      setMessage('Saved.');
    } else setMessage(errorMessage(res.body) ?? 'That could not be saved. Please try again.');
  }

  return (
    <Section
      title="If an item is out of stock"
      titleId="swaps-title"
      titleClassName="mb-2 text-lg font-bold"
      className="mt-4 rounded-2xl border border-stone-200 p-4"
    >
      <ul className="space-y-3">
        {shown.map((c) => {
          const name = lines.find((l) => l.sku === c.sku)?.name ?? c.sku;
          return (
            <li key={c.line_id} className="grid gap-2 sm:grid-cols-2">
              <label className="grid gap-1">
                <span className="font-semibold">{name}</span>
                <select
                  className={selectClass}
                  value={c.choice}
                  aria-label={`If ${name} is out of stock`}
                  onChange={(e) => {
                    const choice = e.target.value as SubstitutionChoice;
                    const first = c.options[0]?.id ?? null;
                    if (choice === 'specific' && first === null) {
                      setMessage(`We have no related items to offer for ${name}.`);
                      return;
                    }
                    void save(c.line_id, choice, choice === 'specific' ? first : null);
                  }}
                >
                  {SUBSTITUTION_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {SUBSTITUTION_LABELS[choice]}
                    </option>
                  ))}
                </select>
              </label>
              {c.choice === 'specific' && (
                <label className="grid gap-1">
                  <span className="text-sm text-stone-700">Swap {name} for</span>
                  <select
                    className={selectClass}
                    value={c.substitute_product_id ?? ''}
                    aria-label={`Swap ${name} for`}
                    onChange={(e) => void save(c.line_id, 'specific', Number(e.target.value))}
                  >
                    {c.options.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name} — {formatPeso(o.final_price)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-stone-700">
        We never charge more per piece for a swap without calling you first.
      </p>
      {message && (
        <p role="status" className="mt-2 text-sm">
          {message}
        </p>
      )}
    </Section>
  );
}
