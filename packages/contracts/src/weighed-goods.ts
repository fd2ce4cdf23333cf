import { z } from 'zod';
import { IdParam, text } from './common';

/** Goods sold by weight (issue 36, decision 043): a picker weighs each weighed line; the hold and its capture. */

export const WeighLineParams = z.object({ number: text().regex(/^\d{9}$/), lineId: IdParam }).strict();
/** What the scale reads, in kilograms as the picker types it ("1.08"); the server turns it into whole grams. */
export const WeighLineBody = z.object({ kg: text().min(1).max(8) }).strict();
export type WeighLineBody = z.infer<typeof WeighLineBody>;

const WeighedLineView = z.object({
  line_id: z.number().int(),
  sku: text(),
  name: text(),
  ordered_grams: z.number().int(),
  /** "about 1 kg" */
  ordered_label: text(),
  price_per_kg: z.number().int(),
  /** centavos: the ordered grams at the price per kg */
  estimate: z.number().int(),
  weighed_grams: z.number().int().nullable(),
  /** centavos: the weighed grams at the price per kg; null until weighed */
  weighed_total: z.number().int().nullable(),
  /** "1.08 kg × ₱450.00/kg", or null until weighed */
  weighed_label: text().nullable(),
});

export const WeighedLines = z.object({
  order_number: text(),
  lines: z.array(WeighedLineView),
  /** a card held for the estimate plus the margin; null for cash or a charged card */
  hold: z.object({ held: z.number().int(), statement: text() }).nullable(),
  /** the one capture of the hold once picking was settled */
  capture: z
    .object({ amount: z.number().int(), released: z.number().int(), capped: z.boolean(), status: text() })
    .nullable(),
  can_weigh: z.boolean(),
});
export type WeighedLines = z.infer<typeof WeighedLines>;

/** The cart's question: which of these products are sold by weight, and on what terms. */
export const WeighedTermsQuery = z
  .object({
    ids: text()
      .max(1_000)
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'must be up to 100 product ids, comma separated'),
  })
  .strict();
export const WeighedTermsResponse = z.object({
  items: z.array(
    z.object({
      product_id: z.number().int(),
      price_per_kg: z.number().int(),
      step_grams: z.number().int(),
      margin_percent: z.number().int(),
    }),
  ),
});
export type WeighedTermsResponse = z.infer<typeof WeighedTermsResponse>;
