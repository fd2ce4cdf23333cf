import type { CartProduct } from '@sulit/contracts/cart';
import type { WeighedTermsResponse } from '@sulit/contracts/weighed-goods';
import { formatPeso } from '@sulit/domain/shared/money';
import { aboutWeightLabel, estimatedRowTotal, heldMargin } from '@sulit/domain/picking/weighed-lines';

/**
 * The cart's goods sold by weight (decision 043): about how much each line is, at what price per kg, its estimate,
 * and plainly what a card pays: held for the total plus the margin, charged for the weighed amount.
 */
export function WeighedCartNote({
  terms,
  lines,
}: {
  terms: WeighedTermsResponse['items'];
  lines: readonly CartProduct[];
}) {
  const termsOf = new Map(terms.map((t) => [t.product_id, t]));
  const weighed = lines.flatMap((line) => {
    const t = termsOf.get(line.product_id);
    if (!t) return [];
    const grams = line.qty * t.step_grams;
    const estimate = estimatedRowTotal(grams, t.price_per_kg);
    return [{ line, t, grams, estimate, margin: heldMargin(estimate, t.margin_percent) }];
  });
  if (weighed.length === 0) return null;
  const margin = weighed.reduce((sum, w) => sum + w.margin, 0);
  return (
    <section aria-labelledby="weighed-cart-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="weighed-cart-title" className="mb-2 font-bold">
        Sold by weight
      </h2>
      <ul className="space-y-1 text-sm">
        {weighed.map(({ line, t, grams, estimate }) => (
          <li key={line.line_id} className="break-words">
            {line.name}: {aboutWeightLabel(grams)} at {formatPeso(t.price_per_kg)}/kg, estimated {formatPeso(estimate)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        Paying by card, your card is held for your total plus up to {formatPeso(margin)}; you pay for the weighed
        amount.
      </p>
    </section>
  );
}
