import { z } from 'zod';
import { text } from './common';

/** Saved cards (spec §3 Payment methods "Saved card has a default flag"; §7 customer-card, createCustomerCard). */
export const SavedCard = z.object({
  id: z.number().int(),
  /** master-card | visa | jcb | express (spec §5 brand names) */
  brand: text(),
  brand_label: text(),
  last_four: text().length(4),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_default: z.boolean(),
  /** 'Visa •••• 4242' */
  display: text(),
});
export type SavedCard = z.infer<typeof SavedCard>;

export const SavedCardList = z.array(SavedCard);

/**
 * createCustomerCard: either a vault token the browser got from the provider (the number never reaches
 * the store), or the spec's card fields {number, expMonth, expYear, cvc}, which the store forwards to the
 * provider's vault in memory and never stores or logs.
 */
export const CreateCustomerCardBody = z.union([
  z
    .object({
      cardToken: z
        .string()
        .min(1)
        .max(80)
        .regex(/^tok_[\w-]+$/),
      isDefault: z.boolean().optional(),
    })
    .strict(),
  z
    .object({
      card: z
        .object({
          number: text().min(1).max(30),
          expMonth: z.number().int().min(0).max(99),
          expYear: z.number().int().min(0).max(9999),
          cvc: text().min(1).max(4),
          isDefault: z.boolean().optional(),
        })
        .strict(),
    })
    .strict(),
]);
export type CreateCustomerCardBody = z.infer<typeof CreateCustomerCardBody>;

/** /rest/V1/customer-card/{id} and /rest/{store}/V1/customer-card/{id} */
export const CardIdParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647), store: text().max(32).optional() })
  .strict();
export const StoreParams = z.object({ store: text().max(32).optional() }).strict();

export const WebhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** The provider appends payment_id to the return URL the store gave it; other query keys are the store's own. */
export const PaymentReturnQuery = z.object({ payment_id: text().min(1).max(100) });

/** spec §4/§7: after a failed pay-placeorder the client reports cart_id, message and status. */
export const PaymentErrorReportBody = z
  .object({
    cart_id: z.union([text().min(1).max(100), z.number().int().nonnegative()]),
    message: text().max(1000),
    status: z.union([text().max(50), z.number().int()]),
  })
  .strict();
export const PaymentErrorReportResponse = z.object({ success: z.literal(true), id: z.number().int() });

/** The payment webview's order (spec §2 /checkout/payment-webview): the caller's own order number. */
export const PaymentPageParams = z.object({ orderNumber: text().regex(/^\d{9}$/, 'must be an order number') }).strict();

/**
 * What the payment webview shows for one of the caller's orders (decision 027): the provider's page while its
 * payment is open (always on the provider's configured origin), else the store page its outcome leads to.
 */
export const PaymentPageView = z.object({
  orderId: text(),
  /** pending | paid | failed | expired | refunded (the store's record of the latest attempt) */
  status: text(),
  /** the provider's page to frame, while the payment waits for the shopper */
  page_url: text().nullable(),
  /** the store page (success, failure) the shopper goes to when there is nothing to pay in the frame */
  next_url: text().nullable(),
});
export type PaymentPageView = z.infer<typeof PaymentPageView>;
