import { z } from 'zod';
import { CART_MAX_LINE_QTY, CART_MAX_LINES } from '@sulit/domain/cart/cart-constants';
import { SUBSTITUTION_CHOICES } from '@sulit/domain/picking/substitutions';
import { text } from './common';

const Id = z.number().int().min(1).max(2_147_483_647);
const Centavos = z.number().int();

/** An edit of an order before picking (decision 040): new quantities (0 removes), another slot, and the version read. */
export const OrderEditBody = z
  .object({
    /** the order's edit version the page was read at: an edit of an older version is refused (409) */
    version: z.number().int().min(0).max(1_000_000),
    lines: z
      .array(
        z
          .object({
            line_id: Id,
            qty: z.number().int().min(0).max(CART_MAX_LINE_QTY),
            /** what to do if it is out of stock at picking (decision 039); absent: as it was */
            substitution: z.enum(SUBSTITUTION_CHOICES).optional(),
            substitute_product_id: Id.nullable().optional(),
          })
          .strict(),
      )
      .max(CART_MAX_LINES),
    slot_id: Id.optional(),
    /** products to add: one the order holds adds to its line; the store's own products only */
    add: z
      .array(z.object({ product_id: Id, qty: z.number().int().min(1).max(CART_MAX_LINE_QTY) }).strict())
      .max(20)
      .optional(),
  })
  .strict();
export type OrderEditBody = z.infer<typeof OrderEditBody>;

const EditTotals = z
  .object({
    subtotal: Centavos,
    discount_amount: Centavos,
    shipping_amount: Centavos,
    fee: Centavos,
    grand_total: Centavos,
  })
  .strict();

/** What the order's edit page shows: its lines, slot choices, totals, what paying the difference means, history. */
export const OrderEditView = z
  .object({
    order_number: text(),
    version: z.number().int(),
    /** null while the order may be edited; else why not, in plain words */
    refusal: text().nullable(),
    /** how a change is paid: cash owes the new total; a paid order is refunded a decrease, an increase refused */
    payment_note: text(),
    lines: z.array(
      z
        .object({
          line_id: z.number().int(),
          sku: text(),
          name: text(),
          qty: z.number().int(),
          unit_price: Centavos,
          row_total: Centavos,
          editable: z.boolean(),
          /** its out-of-stock choice and the related items it may name; null when it cannot be changed */
          substitution: z
            .object({
              choice: z.enum(SUBSTITUTION_CHOICES),
              substitute_product_id: z.number().int().nullable(),
              options: z.array(z.object({ product_id: z.number().int(), name: text() }).strict()),
            })
            .strict()
            .nullable(),
        })
        .strict(),
    ),
    totals: EditTotals,
    slot: z.object({ slot_id: z.number().int(), label: text() }).strict().nullable(),
    slots: z.array(z.object({ slot_id: z.number().int(), label: text(), available: z.boolean() }).strict()),
    history: z.array(
      z
        .object({
          version: z.number().int(),
          at: text(),
          by: text(),
          lines: z.array(z.object({ name: text(), before: z.number().int(), after: z.number().int() }).strict()),
          slot: z.object({ before: text().nullable(), after: text() }).strict().nullable(),
          /** out-of-stock choices changed, in the shopper's words */
          choices: z.array(z.object({ name: text(), before: text(), after: text() }).strict()),
          total_before: Centavos,
          total_after: Centavos,
          refund_amount: Centavos,
          refund_status: text(),
        })
        .strict(),
    ),
    /** after an edit: what happened ("Your order has been updated.") */
    message: text().optional(),
  })
  .strict();
export type OrderEditView = z.infer<typeof OrderEditView>;
