import { SUBSTITUTION_CHOICES } from '@sulit/domain';
import { z } from 'zod';
import { ProductCard } from './catalog';
import { OrderNumberParams } from './checkout';
import { IdParam, text } from './common';

/** Substitutions per item (issue 36, decision 039): the shopper's choices, the picker's swaps, the settlement. */
const SubstitutionChoice = z.enum(SUBSTITUTION_CHOICES);

/** The account's default choice for new cart lines. */
export const SubstitutionDefault = z.object({ choice: SubstitutionChoice }).strict();
export type SubstitutionDefault = z.infer<typeof SubstitutionDefault>;

export const CartLineChoiceParams = z.object({ lineId: text().min(1).max(64) }).strict();
export const CartLineChoiceBody = z
  .object({ choice: SubstitutionChoice, substitute_product_id: IdParam.nullable().optional() })
  .strict();
export type CartLineChoiceBody = z.infer<typeof CartLineChoiceBody>;

/** One cart line's choice and the related items the shopper may name for "an item I choose". */
const CartLineChoice = z.object({
  line_id: text(),
  sku: text(),
  choice: SubstitutionChoice,
  substitute_product_id: z.number().int().nullable(),
  options: z.array(ProductCard),
});
export const CartChoices = z.object({ default_choice: SubstitutionChoice, lines: z.array(CartLineChoice) });
export type CartChoices = z.infer<typeof CartChoices>;

/** A line of a placed order: the choice, and what the picker did (swapped, refunded) and whether it was rejected. */
const SubstitutedLine = z.object({
  line_id: z.number().int(),
  sku: text(),
  name: text(),
  qty: z.number().int(),
  unit_price: z.number().int(),
  row_total: z.number().int(),
  choice: SubstitutionChoice,
  choice_label: text(),
  outcome: z.enum(['as_ordered', 'substituted', 'refunded']),
  substitute: z
    .object({
      sku: text(),
      name: text(),
      qty: z.number().int(),
      unit_price: z.number().int(),
      row_total: z.number().int(),
      consent: z.boolean(),
    })
    .nullable(),
  rejected: z.boolean(),
  can_reject: z.boolean(),
});

export const OrderSubstitutions = z.object({
  order_number: text(),
  lines: z.array(SubstitutedLine),
  settlement: z
    .object({ original_total: z.number().int(), final_total: z.number().int(), settled_at: text() })
    .nullable(),
  refunds: z.array(z.object({ amount: z.number().int(), status: text(), reason: text() })),
});
export type OrderSubstitutions = z.infer<typeof OrderSubstitutions>;

export const RejectSubstituteParams = OrderNumberParams.extend({ lineId: IdParam }).strict();

/** The console: one order being picked, its lines with the swaps the picker may offer. */
export const PickingOrder = OrderSubstitutions.extend({
  step: text(),
  step_label: text(),
  can_pick: z.boolean(),
  options: z.array(z.object({ line_id: z.number().int(), items: z.array(ProductCard) })),
});
export type PickingOrder = z.infer<typeof PickingOrder>;

export const PickLineParams = z.object({ number: text().regex(/^\d{9}$/), lineId: IdParam }).strict();
export const PickLineBody = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('refunded') }).strict(),
  z
    .object({
      outcome: z.literal('substituted'),
      product_id: IdParam,
      qty: z.number().int().min(1).max(999),
      consent: z.boolean(),
    })
    .strict(),
]);
export type PickLineBody = z.infer<typeof PickLineBody>;
