import { z } from 'zod';
import {
  OPERATOR_TARGETS,
  ORDER_STATUS_FILTERS,
  RATING_MAX,
  RATING_MIN,
  SELLER_ORDER_STATUSES,
  TRACKING_PAGE_SIZE,
  TRACKING_STEPS,
} from '@sulit/domain';
import { ProductCard } from './catalog';
import { CheckoutOrderView, OrderNumberParams } from './checkout';
import { text } from './common';

/**
 * Orders after the sale (spec §3 Order, statuses, track-and-trace statuses; §4 Order tracking; §7 the order
 * calls; §9 page sizes 5 and 200; issue 12). Money is integer centavos; times are ISO-8601 UTC with a
 * DD/MM/YYYY (Asia/Manila) display beside them. Another shopper's order number is a 404 on every call.
 *
 * Core (/api):
 *   GET   /api/transaction/orders ?limit(5)&page&status(all)&sort          → OrderListResponse
 *   GET   /api/transaction/orders/summary                                  → OrderSummaryResponse
 *   GET   /api/transaction/orders/{n} ?shopId                              → OrderDetailView
 *   PUT   /api/transaction/orders/status  OrderStatusBody  (staff role)    → OrderStatusResponse
 *   GET   /api/transaction/orders/track-and-trace ?page&limit(200)&orderBy → TrackingListResponse
 *   GET   /api/transaction/orders/{n}/track-and-trace-1p ?format=json      → TrackingView (own store, membership)
 *   GET   /api/transaction/orders/{n}/track-and-trace                      → TrackingView (third-party sub-order)
 *   GET   /api/transaction/orders/rating-status ?orderNumbers=a,b          → RatingStatusResponse
 *   GET   /api/transaction/orders/not-rated                                → NotRatedResponse
 *   PATCH /api/transaction/orders/{n}/rating  RatingBody                   → RatingStatusItem
 *   POST  /api/transaction/orders/{n}/cancel                               → OrderDetailView
 *   POST  /api/transaction/orders/{n}/reorder                              → ReorderResponse
 * Legacy:
 *   GET   /rest/V2/order-detail/mine ?order_id                             → OrderDetailView
 *   GET   /rest/V1/orders/mine ?searchCriteria[currentPage]&[pageSize]     → OrderListResponse
 */

const Centavos = z.number().int().min(0);
/** An order number: nine digits (spec §3 increment_id). */
export const OrderNumber = text().regex(/^\d{9}$/, 'must be an order number');
/** An order or sub-order number (a third-party seller's part is `<increment_id>-<n>`). */
export const TrackedNumber = text().regex(/^\d{9}(-\d{1,3})?$/, 'must be an order number');
const Page = z.coerce.number().int().min(1).max(100_000);

/** {orderNumber} in a path: checkout's schema, one spelling. */
export const OrderNumberPath = OrderNumberParams;
export const TrackedNumberPath = z.object({ orderNumber: TrackedNumber }).strict();

export const OrderStatusFilter = z.enum(ORDER_STATUS_FILTERS);

export const OrderListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).optional(),
    page: Page.optional(),
    status: OrderStatusFilter.optional(),
    /** spec §7 "sort created_at desc": the only order offered */
    sort: z.enum(['created_at desc', 'created_at_desc']).optional(),
  })
  .strict();

export const OrderShopRef = z.object({ seller_id: text(), shop_name: text(), sub_increment_id: text() });

export const OrderListItem = z.object({
  increment_id: text(),
  created_at: text(),
  /** DD/MM/YYYY in Asia/Manila */
  date: text(),
  grand_total: Centavos,
  status: text(),
  /** Pending, Processing, Out for Delivery, Delivered, Cancelled, Payment Failed */
  status_label: text(),
  /** the label uppercased (spec §3 "shown uppercased") */
  status_display: text(),
  sellers: z.array(OrderShopRef),
});
export type OrderListItem = z.infer<typeof OrderListItem>;

export const OrderListResponse = z.object({
  items: z.array(OrderListItem),
  total_count: z.number().int().min(0),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
  status: OrderStatusFilter,
});
export type OrderListResponse = z.infer<typeof OrderListResponse>;

export const OrderSummaryResponse = z.object({
  all: z.number().int(),
  counts: z.record(OrderStatusFilter.exclude(['all']), z.number().int()),
  /** spec §4 groups */
  ongoing: z.number().int(),
  final: z.number().int(),
  /** spec §3 account state "processingOrders count" (the ongoing orders) */
  processingOrders: z.number().int(),
  latest_order_number: text().nullable(),
});
export type OrderSummaryResponse = z.infer<typeof OrderSummaryResponse>;

export const ShopIdQuery = z
  .object({
    shopId: text()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a shop id')
      .optional(),
  })
  .strict();

export const TimelineEntry = z.object({
  step: z.enum(TRACKING_STEPS),
  label: text(),
  at: text().nullable(),
  /** DD/MM/YYYY, h:mm AM in Asia/Manila */
  at_display: text().nullable(),
  reached: z.boolean(),
  current: z.boolean(),
});

export const TrackingView = z.object({
  order_number: text(),
  increment_id: text(),
  kind: z.enum(['own_store', 'third_party', 'membership']),
  seller_id: text(),
  shop_name: text(),
  status: text(),
  status_label: text(),
  /** the track-and-trace status (spec §3), e.g. Order Created */
  tracking_status: text(),
  stage: z.enum(['out_for_delivery', 'complete', 'payment_failed', 'canceled']),
  /** spec §4: cancelled and payment-failed orders skip the lookup (no timeline) */
  skips_lookup: z.boolean(),
  timeline: z.array(TimelineEntry),
  tracking_path: text(),
});
export type TrackingView = z.infer<typeof TrackingView>;

export const RatingStatusItem = z.object({
  order_number: text(),
  /** not_rated: delivered and waiting; not_rateable: not delivered (yet) */
  rating_status: z.enum(['not_rated', 'rated', 'dismissed', 'not_rateable']),
  rating: z.number().int().nullable(),
});
export type RatingStatusItem = z.infer<typeof RatingStatusItem>;

export const OrderDetailView = CheckoutOrderView.extend({
  date: text(),
  status_display: text(),
  /** the shop asked for (spec §2 {shopId}; '0' = the whole order) */
  shop_id: text(),
  can_cancel: z.boolean(),
  /** the order may still be edited: before picking (decision 040; the edit page says why not otherwise) */
  can_edit: z.boolean(),
  /** an invoice exists only for an order that went through (never a failed or cancelled one) */
  invoice_offered: z.boolean(),
  rating: RatingStatusItem,
  tracking: z.array(
    z.object({
      order_number: text(),
      seller_id: text(),
      shop_name: text(),
      tracking_path: text(),
      tracking_status: text(),
    }),
  ),
  refund: z.object({ status: text(), amount: Centavos }).nullable(),
  /** the senior citizen / PWD discount the order (or the shop's part) took, part of discount_amount (decision 038) */
  special_discount: Centavos,
});
export type OrderDetailView = z.infer<typeof OrderDetailView>;

export const OrderStatusBody = z
  .object({
    order_number: TrackedNumber,
    status: z.enum([...SELLER_ORDER_STATUSES, ...OPERATOR_TARGETS.filter((t) => t !== 'cancelled')]),
  })
  .strict();
export type OrderStatusBody = z.infer<typeof OrderStatusBody>;

export const OrderStatusResponse = z.object({
  order_number: text(),
  status: text(),
  status_label: text(),
  tracking_status: text(),
  /** the steps recorded by this change, oldest first */
  passed: z.array(text()),
});
export type OrderStatusResponse = z.infer<typeof OrderStatusResponse>;

export const TrackingListQuery = z
  .object({
    page: Page.optional(),
    limit: z.coerce.number().int().min(1).max(TRACKING_PAGE_SIZE).optional(),
    orderBy: z.enum(['trade_order_created_at DESC', 'trade_order_created_at desc']).optional(),
  })
  .strict();

export const TrackingListItem = z.object({
  order_number: text(),
  increment_id: text(),
  kind: z.enum(['own_store', 'third_party', 'membership']),
  shop_name: text(),
  created_at: text(),
  date: text(),
  grand_total: Centavos,
  status: text(),
  status_label: text(),
  tracking_status: text(),
  stage: z.enum(['out_for_delivery', 'complete', 'payment_failed', 'canceled']),
  group: z.enum(['ongoing', 'final']),
  skips_lookup: z.boolean(),
  tracking_path: text(),
});
export type TrackingListItem = z.infer<typeof TrackingListItem>;

export const TrackingListResponse = z.object({
  items: z.array(TrackingListItem),
  total_count: z.number().int(),
  page: z.number().int(),
  /** spec §4: the in-progress group's count is kept */
  in_progress_count: z.number().int(),
  ongoing_count: z.number().int(),
  final_count: z.number().int(),
  latest_order_number: text().nullable(),
});
export type TrackingListResponse = z.infer<typeof TrackingListResponse>;

export const RatingStatusQuery = z
  .object({
    orderNumbers: text()
      .max(10 * 50)
      .regex(/^\d{9}(,\d{9}){0,49}$/, 'must be order numbers separated by commas'),
  })
  .strict();
export const RatingStatusResponse = z.object({ items: z.array(RatingStatusItem) });

export const NotRatedResponse = z.object({
  items: z.array(z.object({ increment_id: text(), date: text(), grand_total: Centavos })),
});
export type NotRatedResponse = z.infer<typeof NotRatedResponse>;

export const RatingBody = z
  .object({
    status: z.enum(['rated', 'dismissed']),
    rating: z.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
    comment: text().max(500).optional(),
  })
  .strict()
  .refine((b) => b.status !== 'rated' || b.rating !== undefined, {
    message: 'rating is required to rate an order',
    path: ['rating'],
  });
export type RatingBody = z.infer<typeof RatingBody>;

export const ReorderResponse = z.object({
  added: z.array(z.object({ sku: text(), name: text(), qty: z.number().int() })),
  skipped: z.array(z.object({ sku: text(), name: text() })),
  /** the notice the page shows */
  message: text(),
});
export type ReorderResponse = z.infer<typeof ReorderResponse>;

export const OrderDetailLegacyQuery = z.object({ order_id: OrderNumber }).strict();

export const LegacyOrdersQuery = z
  .object({
    'searchCriteria[currentPage]': Page.optional(),
    'searchCriteria[pageSize]': z.coerce.number().int().min(1).max(50).optional(),
  })
  .strict();

/** track-and-trace-1p ?format=json (spec §7): JSON is the only format. */
export const TrackFormatQuery = z.object({ format: z.literal('json').optional() }).strict();

/** Spec §7 get-last-past-purchase-cards ("Buy it again"): past purchases as the catalogue's cards, latest first. */
export const PastPurchaseCardsResponse = z.object({ items: z.array(ProductCard) });
export type PastPurchaseCardsResponse = z.infer<typeof PastPurchaseCardsResponse>;
