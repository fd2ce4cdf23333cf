import { BASIC_NECESSITY_CATEGORIES, DISCOUNT_ID_KINDS, DISCOUNT_ID_LIMITS, DISCOUNT_ID_STATUSES } from '@sulit/domain';
import { z } from 'zod';
import { IdParam, text } from './common';

/**
 * The senior citizen and PWD special discount (issue 36, decision 038):
 *   GET   /api/customer/discount-id                          → MyDiscountId (the shopper's ID and the week's cap)
 *   POST  /api/customer/discount-id  multipart DiscountIdFields + `photo` → MyDiscountId
 *   GET   /api/ops/discount-ids ?status                      → ConsoleDiscountIdList
 *   GET   /api/ops/discount-ids/{id}/photo                   → the ID's photo (staff only)
 *   POST  /api/ops/discount-ids/{id}/verify                  → ConsoleDiscountId
 *   POST  /api/ops/discount-ids/{id}/reject  RejectIdBody    → ConsoleDiscountId
 *   GET   /api/ops/special-discount-products ?q&only         → QualifyingProductList
 *   PATCH /api/ops/special-discount-products/{id}  MarkProductBody → QualifyingProduct
 */

const Centavos = z.number().int().min(0);
const Kind = z.enum(DISCOUNT_ID_KINDS);
const Status = z.enum(DISCOUNT_ID_STATUSES);

export const DiscountIdFields = z
  .object({
    kind: Kind,
    id_number: text().trim().min(1, 'Please enter the ID number.').max(DISCOUNT_ID_LIMITS.idNumberMax),
    holder_name: text().trim().min(1, 'Please enter the name on the ID.').max(DISCOUNT_ID_LIMITS.holderNameMax),
  })
  .strict();
export type DiscountIdFields = z.infer<typeof DiscountIdFields>;

export const MyDiscountId = z.object({
  id: z
    .object({
      kind: Kind,
      kind_label: text(),
      id_number: text(),
      holder_name: text(),
      status: Status,
      status_text: text(),
      submitted_at: text(),
    })
    .nullable(),
  /** this Asia/Manila week (Monday's date) and what is left of its caps */
  week_start: text(),
  purchase_left: Centavos,
  discount_left: Centavos,
});
export type MyDiscountId = z.infer<typeof MyDiscountId>;

export const ConsoleDiscountId = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  kind: Kind,
  kind_label: text(),
  id_number: text(),
  holder_name: text(),
  status: Status,
  reason: text().nullable(),
  submitted_at: text(),
  decided_at: text().nullable(),
  photo_url: text(),
});
export type ConsoleDiscountId = z.infer<typeof ConsoleDiscountId>;

export const ConsoleDiscountIdQuery = z.object({ status: Status.default('pending') }).strict();
export const ConsoleDiscountIdList = z.object({ status: Status, ids: z.array(ConsoleDiscountId) });
export type ConsoleDiscountIdList = z.infer<typeof ConsoleDiscountIdList>;

export const DiscountIdPath = z.object({ id: IdParam }).strict();
export const RejectIdBody = z
  .object({ reason: text().trim().min(1, 'Please give a reason.').max(DISCOUNT_ID_LIMITS.reasonMax) })
  .strict();

export const QualifyingProduct = z.object({
  product_id: z.number().int(),
  sku: text(),
  name: text(),
  size: text(),
  category: text().nullable(),
});
export type QualifyingProduct = z.infer<typeof QualifyingProduct>;

export const QualifyingProductQuery = z
  .object({
    q: text().trim().max(80).optional(),
    only: z.enum(['1', '0']).optional(),
  })
  .strict();
export const QualifyingProductList = z.object({ products: z.array(QualifyingProduct) });
export type QualifyingProductList = z.infer<typeof QualifyingProductList>;

export const ProductIdPath = z.object({ id: IdParam }).strict();
/** the category it is filed under (the domain's list of basic necessities and prime commodities), or null: off */
export const MarkProductBody = z.object({ category: z.enum(BASIC_NECESSITY_CATEGORIES).nullable() }).strict();
