/**
 * Substitutions per item (issue 36, decision 039): what the shopper asks for when a line is out of stock, what a
 * picker may put in its place, and what the order costs once picking is done. Pure: the server passes prices,
 * steps and picks in; the settlement's totals come from the one totals function (`orderTotals`).
 */
import { type Adjustment, type MoneyTotals } from '../shared/adjustments';
import { orderTotals } from '../checkout/order-adjustments';
import type { Fulfilment } from '../checkout/order-adjustments';
import { DomainError } from '../shared/domain-error';
import type { TrackingStep } from '../orders/order-tracking';

export const SUBSTITUTION_CHOICES = ['similar', 'specific', 'refund'] as const;
export type SubstitutionChoice = (typeof SUBSTITUTION_CHOICES)[number];

/** A line without a choice of its own, and an account without a default, read as this. */
export const DEFAULT_SUBSTITUTION: SubstitutionChoice = 'similar';

/** What the shopper reads beside each choice (the cart, the account, the order, the picker's page). */
export const SUBSTITUTION_LABELS: Readonly<Record<SubstitutionChoice, string>> = {
  similar: 'Swap it for a similar item',
  specific: 'Swap it for an item I choose',
  refund: "Don't swap it, refund me",
};

export function isSubstitutionChoice(value: unknown): value is SubstitutionChoice {
  return typeof value === 'string' && (SUBSTITUTION_CHOICES as readonly string[]).includes(value);
}

export const SUBSTITUTION_MESSAGES = {
  refundOnly: 'The shopper asked for a refund if this item is out of stock. Refund it instead.',
  notTheChosenItem: 'The shopper chose a specific item to swap in. Pick that item or refund the line.',
  dearerWithoutConsent:
    'The swap costs more per piece than the item ordered. Call the shopper and tick their consent, or pick another.',
  badQuantity: 'Swap no more pieces than were ordered, and at least one.',
  notPicking: 'Start picking this order before swapping or refunding its items.',
  alreadyPicked: 'This item was already swapped or refunded.',
  sameItem: 'Pick a different item to swap in.',
  notRejectable: 'The order has been handed over, so the swap can no longer be rejected here. Please contact us.',
  notASwap: 'This item was not swapped.',
  chosenItemNotRelated: 'Choose the item to swap in from the ones listed for this product.',
  swapShortOfStock:
    "The store's stock count has too few pieces of a swapped item. Correct its stock in the console, then finish picking.",
} as const;

/** How many related items a line offers for "an item I choose" (the cart and the order's edit page). */
export const RELATED_SUBSTITUTES_OFFERED = 6;

/**
 * A line's choice as the shopper asks for it (the cart's line, or an order's line while it may be edited): "an
 * item I choose" must name one of the line's related items; the other choices name none.
 */
export function lineChoice(
  choice: SubstitutionChoice,
  substituteProductId: number | null | undefined,
  relatedIds: readonly number[],
): { ok: true; choice: SubstitutionChoice; substitute_product_id: number | null } | { ok: false; message: string } {
  if (choice !== 'specific') return { ok: true, choice, substitute_product_id: null };
  if (!substituteProductId || !relatedIds.includes(substituteProductId))
    return { ok: false, message: SUBSTITUTION_MESSAGES.chosenItemNotRelated };
  return { ok: true, choice, substitute_product_id: substituteProductId };
}

/** One ordered line as the settlement reads it. */
export interface PickableLine {
  id: number;
  seller_id: string;
  product_id: number;
  qty: number;
  unit_price: number;
  row_total: number;
  substitution: SubstitutionChoice;
  substitute_product_id: number | null;
}

/** What the picker did with a missing line. */
export type LinePick =
  | { order_line_id: number; outcome: 'refunded'; rejected: boolean }
  | {
      order_line_id: number;
      outcome: 'substituted';
      substitute_product_id: number;
      substitute_qty: number;
      substitute_unit_price: number;
      consent: boolean;
      /** the shopper turned the swap down before hand-over: refunded */
      rejected: boolean;
    };

/**
 * May this substitute go in the line's place? Within the shopper's choice (never for "refund me"; only the chosen
 * item for "an item I choose"), no more pieces than ordered, and never dearer per piece than ordered unless the
 * shopper agreed.
 */
export function checkSubstitute(
  line: Pick<PickableLine, 'product_id' | 'qty' | 'unit_price' | 'substitution' | 'substitute_product_id'>,
  substitute: { product_id: number; qty: number; unit_price: number; consent: boolean },
): void {
  if (line.substitution === 'refund') throw new DomainError('conflict', SUBSTITUTION_MESSAGES.refundOnly);
  if (substitute.product_id === line.product_id) throw new DomainError('conflict', SUBSTITUTION_MESSAGES.sameItem);
  if (line.substitution === 'specific' && substitute.product_id !== line.substitute_product_id)
    throw new DomainError('conflict', SUBSTITUTION_MESSAGES.notTheChosenItem);
  if (!Number.isInteger(substitute.qty) || substitute.qty < 1 || substitute.qty > line.qty)
    throw new DomainError('validation_failed', SUBSTITUTION_MESSAGES.badQuantity);
  if (substitute.unit_price > line.unit_price && !substitute.consent)
    throw new DomainError('conflict', SUBSTITUTION_MESSAGES.dearerWithoutConsent);
}

/** What a line costs after picking: as ordered, its substitute's pieces, or nothing (refunded or rejected). */
export function pickedRowTotal(line: Pick<PickableLine, 'row_total'>, pick: LinePick | undefined): number {
  if (!pick) return line.row_total;
  if (pick.outcome === 'refunded' || pick.rejected) return 0;
  return pick.substitute_qty * pick.substitute_unit_price;
}

/**
 * The order's totals after picking, from the one totals function: each line at what it now costs, the order's
 * adjustments as they were charged (fees, vouchers and promotions are not re-decided at picking).
 */
export function settledTotals(
  lines: readonly PickableLine[],
  picks: readonly LinePick[],
  adjustments: readonly Adjustment[],
): { order: MoneyTotals; sellers: Map<string, MoneyTotals> } {
  const pickOf = new Map(picks.map((p) => [p.order_line_id, p]));
  return orderTotals(
    lines.map((l) => ({ seller_id: l.seller_id, row_total: pickedRowTotal(l, pickOf.get(l.id)) })),
    adjustments,
  );
}

/**
 * What goes back to a card paid `charged`: everything above the final total not yet given back. A cash order
 * is never refunded: it simply owes the final total.
 */
export function refundDue(input: { charged: number; finalTotal: number; refundedSoFar: number }): number {
  return Math.max(0, input.charged - input.finalTotal - input.refundedSoFar);
}

/** Swaps and refunds are made while the order is being picked. */
export function mayPickLines(step: TrackingStep): boolean {
  return step === 'fulfilling';
}

/** The shopper may turn a swap down until the order is handed over (out for delivery, or collected). */
export function mayRejectSubstitute(step: TrackingStep, fulfilment: Fulfilment): boolean {
  if (step === 'fulfilling') return true;
  return step === 'ready_to_ship' && fulfilment !== 'none';
}
