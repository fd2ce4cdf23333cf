import type { Generated } from 'kysely';

/**
 * The review tables (migration 0027-reviews-and-wishlist), added to the one `DB` interface by declaration
 * merging so this feature's types live beside its repository. Booleans 0/1, times ISO-8601 UTC text.
 */
declare module '../schema' {
  interface DB {
    product_reviews: ProductReviewTable;
    review_helpful_votes: ReviewHelpfulVoteTable;
  }
}

export interface ProductReviewTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number;
  order_id: number;
  /** unique: one review per order line */
  order_line_id: number;
  store_id: number;
  /** 1–5 stars (spec §3 rating_data.rating_value) */
  rating: number;
  nickname: string;
  title: string;
  detail: string;
  /** 1: the server found the line in the customer's delivered order */
  verified_purchase: number;
  /** pending | approved | rejected (domain REVIEW_TRANSITIONS) */
  status: string;
  created_at: string;
  moderated_at: string | null;
  moderated_by: string | null;
}

export interface ReviewHelpfulVoteTable {
  review_id: number;
  customer_id: number;
  created_at: string;
}
