import {
  MY_REVIEWS_PAGE_SIZE,
  REVIEW_DETAIL_MAX,
  REVIEW_NICKNAME_MAX,
  REVIEW_RATING_CODE,
  REVIEW_RATING_ID,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
} from '@sulit/domain/reviews/review-rules';
import { DEFAULT_STORE_ID } from '@sulit/domain/shared/store-constants';
import { z } from 'zod';
import { IdParam, text } from './common';

/**
 * Product reviews (issue 31; spec §3 Review, §7 POST review/mine/post and GET review/mine, §8 Reviews). A review
 * names the delivered order line it is about (`order_item_id`); the server checks the line is the caller's and
 * delivered, and sets the product, the verified-purchase flag and the customer itself.
 */

const Id = z.number().int().positive().max(2_147_483_647);
const required = 'This is a required field.';
const bounded = (max: number) =>
  text().trim().min(1, required).max(max, `Value must be not greater than ${max} characters`);

/** Spec §3 rating_data {rating_id 4, rating_code product, rating_value}. */
const RatingData = z
  .object({
    rating_id: z.literal(REVIEW_RATING_ID).default(REVIEW_RATING_ID),
    rating_code: z.literal(REVIEW_RATING_CODE).default(REVIEW_RATING_CODE),
    rating_value: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  })
  .strict();

/** POST /rest/V1/review/mine/post: spec §3 Review's fields plus the order line reviewed. */
export const ReviewPostBody = z
  .object({
    order_item_id: Id,
    /** spec §3 product_id: optional; when sent it must be the line's product */
    product_id: Id.optional(),
    /** spec §3 customer_id: optional; when sent it must be the caller */
    customer_id: Id.optional(),
    /** spec §3 store_id, default 1 */
    store_id: z.literal(DEFAULT_STORE_ID).default(DEFAULT_STORE_ID),
    nickname: bounded(REVIEW_NICKNAME_MAX),
    title: bounded(REVIEW_TITLE_MAX),
    detail: bounded(REVIEW_DETAIL_MAX),
    rating_data: RatingData,
  })
  .strict();
export type ReviewPostBody = z.infer<typeof ReviewPostBody>;

const ReviewStatus = z.enum(REVIEW_STATUSES);

/** A review as its author sees it (spec §3 Review fields, with its state). */
export const MyReviewView = z.object({
  id: Id,
  product_id: Id,
  product_name: text(),
  /** the product page, while the catalogue sells it */
  product_url: text().nullable(),
  order_number: text(),
  title: text(),
  nickname: text(),
  detail: text(),
  customer_id: Id,
  store_id: z.number().int(),
  rating_data: RatingData,
  verified_purchase: z.boolean(),
  status: ReviewStatus,
  status_label: text(),
  /** DD/MM/YYYY in Asia/Manila */
  date: text(),
});
export type MyReviewView = z.infer<typeof MyReviewView>;

export const ReviewPostAnswer = z.object({ message: text(), review: MyReviewView });
export type ReviewPostAnswer = z.infer<typeof ReviewPostAnswer>;

export const MyReviewsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

/** GET /rest/V1/review/mine: my reviews, newest first. */
export const MyReviewsResponse = z.object({
  items: z.array(MyReviewView),
  total_count: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.literal(MY_REVIEWS_PAGE_SIZE),
});
export type MyReviewsResponse = z.infer<typeof MyReviewsResponse>;

/** The product page's numbers: exactly what its AggregateRating says. */
export const ReviewSummary = z.object({
  review_count: z.number().int().min(0),
  rating_average: z.number().min(0).max(REVIEW_RATING_MAX),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ListedReviewView = z.object({
  id: Id,
  nickname: text(),
  title: text(),
  detail: text(),
  rating_value: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  verified_purchase: z.boolean(),
  /** DD/MM/YYYY in Asia/Manila */
  date: text(),
  helpful_count: z.number().int().min(0),
  voted_by_me: z.boolean(),
});
export type ListedReviewView = z.infer<typeof ListedReviewView>;

/** A product's approved reviews, a page at a time, with the summary of all of them. */
export const ProductReviewsResponse = z.object({
  product_id: Id,
  summary: ReviewSummary,
  items: z.array(ListedReviewView),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type ProductReviewsResponse = z.infer<typeof ProductReviewsResponse>;

export const ProductReviewsParams = z.object({ productId: IdParam }).strict();
export const ProductReviewsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

export const ReviewIdParams = z.object({ reviewId: IdParam }).strict();
export const HelpfulAnswer = z.object({ helpful_count: z.number().int().min(0), voted_by_me: z.literal(true) });
export type HelpfulAnswer = z.infer<typeof HelpfulAnswer>;

/** An order line as the order page offers it for review. */
const ReviewableLine = z.object({
  order_item_id: Id,
  product_id: Id,
  sku: text(),
  name: text(),
  can_review: z.boolean(),
  review_status: ReviewStatus.nullable(),
});

export const OrderReviewsParams = z
  .object({ orderNumber: text().regex(/^\d{9}$/, 'must be an order number') })
  .strict();
export const OrderReviewsResponse = z.object({ order_number: text(), lines: z.array(ReviewableLine) });
export type OrderReviewsResponse = z.infer<typeof OrderReviewsResponse>;

/** The write-a-review page: the line it is about. */
export const ReviewLineParams = z.object({ orderItemId: IdParam }).strict();
export const ReviewLineResponse = z.object({
  order_item_id: Id,
  order_number: text(),
  product_id: Id,
  name: text(),
  image_url: text(),
  can_review: z.boolean(),
  review_status: ReviewStatus.nullable(),
});
export type ReviewLineResponse = z.infer<typeof ReviewLineResponse>;
