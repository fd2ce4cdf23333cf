import type { ReviewStatus } from './review-rules';

/** A review as stored (migration 0027), the shape the reviews repository answers. */
export interface ProductReview {
  id: number;
  product_id: number;
  customer_id: number;
  order_id: number;
  order_line_id: number;
  store_id: number;
  rating: number;
  nickname: string;
  title: string;
  detail: string;
  verified_purchase: boolean;
  status: ReviewStatus;
  created_at: string;
  moderated_at: string | null;
  moderated_by: string | null;
}

/** An approved review as a product page lists it: with its helpful votes and whether this reader voted. */
export interface ListedReview extends ProductReview {
  helpful_count: number;
  voted_by_me: boolean;
}

/** One of my reviews, with the order line's product name (the product may have left the catalogue since). */
export interface MyReview extends ProductReview {
  product_name: string;
  order_number: string;
}

/** An order line as the review rule reads it, with the review it has (if any). */
export interface OrderLineForReview {
  order_line_id: number;
  order_id: number;
  order_number: string;
  product_id: number;
  sku: string;
  name: string;
  seller_id: string;
  product_type: string;
  order_status: string;
  seller_status: string | null;
  review_id: number | null;
  review_status: ReviewStatus | null;
}

export type NewProductReview = Omit<
  ProductReview,
  'id' | 'status' | 'moderated_at' | 'moderated_by' | 'verified_purchase'
> & { verified_purchase: boolean };
