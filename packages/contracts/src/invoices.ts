import { z } from 'zod';
import { TIN_PATTERN, VAT_CLASSES } from '@sulit/domain/invoices/invoice-vat';
import { text } from './common';

/**
 * The invoice of an order as the BIR asks (issue 29): one document per seller, each with the seller's
 * registered name, address and TIN and its own serial number, the lines, and the VAT breakdown in centavos.
 *   GET /api/transaction/orders/{n}/invoice → InvoiceView (the caller's own order; 409 when not invoiced)
 *   PUT /api/transaction/invoices/buyer  BuyerRegistrationBody → BuyerRegistration (Business members)
 */
const Centavos = z.number().int().min(0);

export const InvoiceDocument = z.object({
  seller_id: text(),
  shop_name: text(),
  /** the seller's own series, nine digits */
  serial_number: text(),
  issued_at: text(),
  /** DD/MM/YYYY, Asia/Manila */
  issued_date: text(),
  seller: z.object({ registered_name: text(), business_address: text(), tin: text() }).nullable(),
  lines: z.array(
    z.object({
      sku: text(),
      name: text(),
      qty: z.number().int(),
      unit_price: Centavos,
      amount: Centavos,
      vat_class: z.enum(VAT_CLASSES),
      /** after picking (decision 039): a swap's ordered item, or a refunded line (amount 0); null as ordered */
      picking: z
        .object({
          outcome: z.enum(['substituted', 'refunded']),
          ordered_sku: text(),
          ordered_name: text(),
          ordered_qty: z.number().int(),
        })
        .nullable(),
      /** goods sold by weight (decision 043): "1.08 kg × ₱450.00/kg", the amount being the weighed one */
      weight_label: text().nullable().optional(),
    }),
  ),
  /** fees and discounts of this document (signed centavos: a discount is negative) */
  adjustments: z.array(z.object({ label: text(), amount: z.number().int() })),
  vatable_sales: Centavos,
  vat_amount: Centavos,
  exempt_sales: Centavos,
  zero_rated_sales: Centavos,
  total: Centavos,
});
export type InvoiceDocument = z.infer<typeof InvoiceDocument>;

export const BuyerRegistration = z.object({ registered_name: text(), tin: text() });
export type BuyerRegistration = z.infer<typeof BuyerRegistration>;

export const InvoiceView = z.object({
  increment_id: text(),
  date: text(),
  payment_title: text(),
  buyer_name: text(),
  buyer_address: z.array(text()),
  /** a Business member's registered name and TIN; null for everyone else or when not yet given */
  buyer_registration: BuyerRegistration.nullable(),
  is_business_member: z.boolean(),
  /** the senior citizen / PWD special discount (decision 038): the ID's kind, number and holder, and the discount */
  special_discount: z
    .object({ id_kind: text(), id_number: text(), holder_name: text(), discount_amount: z.number().int() })
    .nullable(),
  vat_rate_percent: z.number().int(),
  documents: z.array(InvoiceDocument),
});
export type InvoiceView = z.infer<typeof InvoiceView>;

export const BuyerRegistrationBody = z
  .object({
    registered_name: text().trim().min(2, 'Enter your registered business name.').max(120),
    tin: text().regex(TIN_PATTERN, 'Enter the TIN as 000-000-000-00000.'),
  })
  .strict();
