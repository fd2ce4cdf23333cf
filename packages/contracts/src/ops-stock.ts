import { SELLER_ACTIONS, SELLER_STATUSES, SOURCE_CODES, STOCK_QTY_MAX } from '@sulit/domain';
import { z } from 'zod';
import { IdParam, text } from './common';
import { SellerIdParams } from './catalog';

/**
 * The operator console's stock and sellers calls (issue 35, decision 035); who may call each is the domain's
 * policy table (OPS_ROUTES):
 *   GET   /api/ops/stock ?q&store                       → StockSearchAnswer (stores in the caller's scope)
 *   PATCH /api/ops/stock/{id}  StockChangeBody          → ConsoleStockProduct (409 when it changed meanwhile)
 *   GET   /api/ops/sellers                              → ConsoleSellerList
 *   GET   /api/ops/sellers/{id}                         → ConsoleSellerDetail (with its products)
 *   POST  /api/ops/sellers/{id}/status  SellerMoveBody  → ConsoleSellerDetail
 *   PATCH /api/ops/sellers/{id}/products/{product}  ProductVisibilityBody → ConsoleSellerDetail
 */

const SourceCode = z.enum(SOURCE_CODES as [string, ...string[]]);
const StockQty = z.number().int().min(0).max(STOCK_QTY_MAX);

export const StockQuery = z
  .object({
    /** a sku, or words of the product's name */
    q: text().trim().min(2, 'type at least 2 characters').max(100),
    store: SourceCode.optional(),
  })
  .strict();

export const StockIdPath = z.object({ id: IdParam }).strict();

export const StockChangeBody = z
  .object({
    store: SourceCode,
    /** the raw quantity the operator saw (null: the store had no stock row); the write is conditional on it */
    from: z.number().int().min(-STOCK_QTY_MAX).max(STOCK_QTY_MAX).nullable(),
    qty: StockQty,
  })
  .strict();
export type StockChangeBody = z.infer<typeof StockChangeBody>;

export const ConsoleStockProduct = z.object({
  id: z.number().int(),
  sku: text(),
  name: text(),
  seller_id: text(),
  /** false when hidden from the storefront */
  on_sale: z.boolean(),
  stock: z.array(
    z.object({
      store: text(),
      /** the raw row (null: none); send it back as `from` */
      raw: z.number().int().nullable(),
      /** what a shopper's stock shows (no row or below zero: 0) */
      qty: z.number().int(),
    }),
  ),
});
export type ConsoleStockProduct = z.infer<typeof ConsoleStockProduct>;

export const StockSearchAnswer = z.object({ items: z.array(ConsoleStockProduct) });
export type StockSearchAnswer = z.infer<typeof StockSearchAnswer>;

const SellerStatusSchema = z.enum(SELLER_STATUSES);

export const ConsoleSeller = z.object({
  id: text(),
  shop_name: text(),
  status: SellerStatusSchema,
  status_label: text(),
  sells: z.boolean(),
  joined_at: text(),
  contact_email: text(),
  product_count: z.number().int(),
  hidden_count: z.number().int(),
});
export type ConsoleSeller = z.infer<typeof ConsoleSeller>;

export const ConsoleSellerList = z.object({ items: z.array(ConsoleSeller) });
export type ConsoleSellerList = z.infer<typeof ConsoleSellerList>;

export const ConsoleSellerDetail = ConsoleSeller.extend({
  /** the moves the transition table offers from this status */
  actions: z.array(z.object({ action: z.enum(SELLER_ACTIONS), label: text() })),
  products: z.array(
    z.object({ id: z.number().int(), sku: text(), name: text(), price: z.number().int(), shown: z.boolean() }),
  ),
  /** true when the seller has more products than the page lists */
  more_products: z.boolean(),
});
export type ConsoleSellerDetail = z.infer<typeof ConsoleSellerDetail>;

export const ConsoleSellerPath = SellerIdParams;
export const ConsoleSellerProductPath = z.object({ id: SellerIdParams.shape.id, product: IdParam }).strict();

export const SellerMoveBody = z.object({ action: z.enum(SELLER_ACTIONS) }).strict();
export type SellerMoveBody = z.infer<typeof SellerMoveBody>;

export const ProductVisibilityBody = z.object({ visibility: z.enum(['shown', 'hidden']) }).strict();
export type ProductVisibilityBody = z.infer<typeof ProductVisibilityBody>;
