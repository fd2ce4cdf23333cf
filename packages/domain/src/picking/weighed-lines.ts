/**
 * Goods sold by weight (issue 36, decision 043): meat, fish and produce are ordered by approximate weight at a
 * price per kg; a card is held for the estimate plus a stated margin and captured for the weighed amount when
 * picking is settled; cash pays the weighed amount. Pure: grams and centavos in, centavos out.
 *
 * Rounding: a weighed line costs grams × price per kg ÷ 1000, rounded half up to the centavo (the scale reads
 * whole grams, so 1.08 kg at ₱450.00/kg is exactly ₱486.00; 1.237 kg at ₱389.50/kg is ₱481.81).
 */
import { DomainError } from '../shared/domain-error';
import { formatPeso } from '../shared/money';

/** What a product sold by weight carries: its price per kg, the step a shopper orders in and the held margin. */
export interface WeighedTerms {
  /** centavos per kilogram */
  price_per_kg: number;
  /** grams per step of the quantity picker, e.g. 250 */
  step_grams: number;
  /** the card is held for this many percent above the estimate */
  margin_percent: number;
}

/** A scale reading is whole grams, at least one, at most 50 kg per line. */
export const MAX_WEIGHED_GRAMS = 50_000;

export const WEIGHED_MESSAGES = {
  badWeight: 'Enter the weighed amount in kilograms, more than 0 and at most 50 kg.',
  notWeighed: 'This item is not sold by weight.',
  notPicking: 'Start picking this order before weighing its items.',
  heldShort: 'The weighed total is above what the card was held for; the held amount was captured.',
} as const;

/** What a weighed line costs: grams × price per kg ÷ 1000, rounded half up to the centavo. */
export function weighedRowTotal(grams: number, pricePerKg: number): number {
  return Math.floor((grams * pricePerKg + 500) / 1000);
}

/** The line's estimate when ordered: the ordered grams at the price per kg (the same rule as weighed). */
export const estimatedRowTotal = weighedRowTotal;

/**
 * A weighed product's shelf price is one step's (a line's qty counts steps), so the cart, stock and totals treat it
 * as any other line and its estimate is the ordered grams at the price per kg.
 */
export function stepPrice(terms: Pick<WeighedTerms, 'price_per_kg' | 'step_grams'>): number {
  return weighedRowTotal(terms.step_grams, terms.price_per_kg);
}

/** The margin held above a weighed estimate: margin % of it, rounded up so the hold always covers it. */
export function heldMargin(estimate: number, marginPercent: number): number {
  return Math.ceil((estimate * marginPercent) / 100);
}

/**
 * What a card is authorised for: the order's total (each weighed line at its estimate) plus every weighed line's
 * margin. An order with no weighed line is charged, not held, so this answers its total.
 */
export function authorisedAmount(
  grandTotal: number,
  weighed: readonly { estimate: number; margin_percent: number }[],
): number {
  return grandTotal + weighed.reduce((sum, l) => sum + heldMargin(l.estimate, l.margin_percent), 0);
}

/** An order is held rather than charged when a card pays and one of its lines is sold by weight. */
export function holdsInsteadOfCharging(input: { online: boolean; weighedLines: number }): boolean {
  return input.online && input.weighedLines > 0;
}

/**
 * What is captured of a hold: the settled total, never above the hold (above it, the hold is captured and the
 * shopper is told); what is left of the hold is released.
 */
export function captureOf(input: { settledTotal: number; held: number }): {
  capture: number;
  release: number;
  capped: boolean;
} {
  const capture = Math.max(0, Math.min(input.settledTotal, input.held));
  return { capture, release: input.held - capture, capped: input.settledTotal > input.held };
}

/** Reads a picker's entry ("1.08", "1,08" or "1.080" kg) as whole grams; throws the message when it is not one. */
export function gramsFromKg(input: string | number): number {
  const text = String(input).trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(text)) throw new DomainError('validation_failed', WEIGHED_MESSAGES.badWeight);
  return checkGrams(Math.round(Number(text) * 1000));
}

export function checkGrams(grams: number): number {
  if (!Number.isInteger(grams) || grams < 1 || grams > MAX_WEIGHED_GRAMS)
    throw new DomainError('validation_failed', WEIGHED_MESSAGES.badWeight);
  return grams;
}

/** "1.08 kg": grams as kilograms, trailing zeros dropped, at least two decimals. */
export function kgLabel(grams: number): string {
  const kg = (grams / 1000).toFixed(3).replace(/0$/, '');
  return `${kg} kg`;
}

/** "1.08 kg × ₱450.00/kg": what an invoice and an order page print for a weighed line. */
export function weighedLineLabel(grams: number, pricePerKg: number): string {
  return `${kgLabel(grams)} × ${formatPeso(pricePerKg)}/kg`;
}

/** "about 1 kg": what the cart and product page say of an ordered weight. */
export function aboutWeightLabel(grams: number): string {
  return `about ${grams / 1000} kg`;
}

/** What the product page says of paying by card for goods sold by weight. */
export const WEIGHED_CARD_NOTE = (marginPercent: number) =>
  `Sold by weight. Paid by card, your card is held for up to ${marginPercent}% more than the estimate; you pay for the weighed amount.`;

/** The plain statement beside a card order's weighed lines. */
export function holdStatement(held: number): string {
  return `Your card is held for up to ${formatPeso(held)}; you pay for the weighed amount.`;
}

/** An ordered line sold by weight, as the settlement reads it (qty counts steps of `step_grams`). */
export interface WeighedLine {
  order_line_id: number;
  qty: number;
  price_per_kg: number;
  step_grams: number;
  margin_percent: number;
  /** what the scale read; null: not weighed, charged at its estimate */
  weighed_grams: number | null;
}

export const orderedGrams = (line: Pick<WeighedLine, 'qty' | 'step_grams'>): number => line.qty * line.step_grams;

/**
 * The lines with each weighed one at its weighed amount (an unweighed one keeps its estimate): what the settlement
 * hands to the one totals function before swaps and refunds are applied.
 */
export function withWeighedTotals<L extends { id: number; row_total: number }>(
  lines: readonly L[],
  weighed: readonly WeighedLine[],
): L[] {
  const byLine = new Map(weighed.map((w) => [w.order_line_id, w]));
  return lines.map((line) => {
    const w = byLine.get(line.id);
    return w && w.weighed_grams !== null
      ? { ...line, row_total: weighedRowTotal(w.weighed_grams, w.price_per_kg) }
      : line;
  });
}

/**
 * An order's weighed lines, its card hold and the hold's capture as the picker and the shopper read them (the
 * `WeighedLines` contract): what was ordered ("about 1 kg", the estimate), what the scale read and costs.
 */
export function weighedLinesView(input: {
  number: string;
  lines: readonly (WeighedLine & { sku: string; name: string })[];
  hold: { held: number } | null;
  capture: { amount: number; held: number; capped: boolean; status: string } | null;
  canWeigh: boolean;
}) {
  return {
    order_number: input.number,
    lines: input.lines.map((l) => {
      const grams = orderedGrams(l);
      return {
        line_id: l.order_line_id,
        sku: l.sku,
        name: l.name,
        ordered_grams: grams,
        ordered_label: aboutWeightLabel(grams),
        price_per_kg: l.price_per_kg,
        estimate: estimatedRowTotal(grams, l.price_per_kg),
        weighed_grams: l.weighed_grams,
        weighed_total: l.weighed_grams === null ? null : weighedRowTotal(l.weighed_grams, l.price_per_kg),
        weighed_label: l.weighed_grams === null ? null : weighedLineLabel(l.weighed_grams, l.price_per_kg),
      };
    }),
    hold: input.hold ? { held: input.hold.held, statement: holdStatement(input.hold.held) } : null,
    capture: input.capture
      ? {
          amount: input.capture.amount,
          released: input.capture.held - input.capture.amount,
          capped: input.capture.capped,
          status: input.capture.status,
        }
      : null,
    can_weigh: input.canWeigh,
  };
}
