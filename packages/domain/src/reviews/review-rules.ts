/**
 * Product reviews (issue 31; spec §3 Review, §7 review/mine and review/mine/post, §8 Reviews, §9 defaults).
 * Pure rules: the server enforces them, the web shows them. A review belongs to one delivered order line,
 * waits for an operator's moderation, and only approved reviews are shown and counted.
 */
import { MEMBERSHIP_PRODUCT_TYPE } from '../cart/cart-constants';
import { OWN_SELLER_ID } from '../shared/store-constants';

/** Spec §8 "Reviews", word for word. */
export const REVIEW_MESSAGES = {
  submitted: 'Submit review successful',
  failed: 'Something wrong, submit review failed. Please try again or contact support',
} as const;

/** Why a review was refused (the answer's details; the shopper reads the spec's failure message). */
export type ReviewRefusal = 'not_delivered' | 'already_reviewed' | 'not_reviewable';

/** Spec §3 Review rating_data and §9 "Defaults: rating id 4, store id 1". */
export const REVIEW_RATING_ID = 4;
export const REVIEW_RATING_CODE = 'product';
/** The spec shows no rating bounds (§5): one to five stars, as the store's order rating (decision 029). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Field bounds the spec leaves open (§5 "other field-level form bounds … are not shown"): decision 029. */
export const REVIEW_NICKNAME_MAX = 40;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_DETAIL_MAX = 2000;
/** Approved reviews per page on a product page, and my reviews per page. */
export const REVIEWS_PAGE_SIZE = 5;
export const MY_REVIEWS_PAGE_SIZE = 10;

/** Moderation: a review waits as pending; an operator approves or rejects it, once. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_TRANSITIONS: Readonly<Record<ReviewStatus, readonly ReviewStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function isReviewStatus(value: string): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value);
}

/** The states a review may leave for `to` (a conditional update's `from`). */
export function reviewStatusesBefore(to: ReviewStatus): ReviewStatus[] {
  return REVIEW_STATUSES.filter((from) => REVIEW_TRANSITIONS[from].includes(to));
}

/** What the shopper reads of a review's state on their reviews page. */
export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  pending: 'Awaiting approval',
  approved: 'Published',
  rejected: 'Not published',
};

/** An order line as the review rule reads it: whose goods, what kind, and where its order (or sub-order) is. */
export interface ReviewableLine {
  seller_id: string;
  product_type: string;
  /** the order's machine status (spec §3) */
  order_status: string;
  /** the third-party seller's sub-order code (spec §3), null for the own store */
  seller_status: string | null;
}

/** Delivered as spec §3/§4 read it: the own store's order complete (Delivered), a seller's sub-order completed. */
const OWN_DELIVERED = new Set(['complete', 'completed']);

export function lineIsDelivered(line: ReviewableLine): boolean {
  if (line.seller_id === OWN_SELLER_ID) return OWN_DELIVERED.has(line.order_status);
  return line.seller_status === 'completed';
}

/** Why this line cannot be reviewed now, or null when it can. Membership cards are not products to review. */
export function reviewRefusalOf(line: ReviewableLine, alreadyReviewed: boolean): ReviewRefusal | null {
  if (line.product_type === MEMBERSHIP_PRODUCT_TYPE) return 'not_reviewable';
  if (!lineIsDelivered(line)) return 'not_delivered';
  if (alreadyReviewed) return 'already_reviewed';
  return null;
}

/** What a product page shows and its AggregateRating says: the same two numbers, from approved reviews only. */
export interface ReviewSummary {
  review_count: number;
  /** the average of approved ratings to one decimal (4.25 → 4.3); 0 when there are none */
  rating_average: number;
}

export function reviewSummaryOf(count: number, ratingSum: number): ReviewSummary {
  if (count <= 0) return { review_count: 0, rating_average: 0 };
  return { review_count: count, rating_average: Math.round((ratingSum * 10) / count) / 10 };
}

/** "4.3 out of 5 stars from 12 reviews": the visible words the structured data must equal. */
export function reviewSummaryText(summary: ReviewSummary): string {
  const reviews = summary.review_count === 1 ? '1 review' : `${summary.review_count} reviews`;
  return `${summary.rating_average.toFixed(1)} out of ${REVIEW_RATING_MAX} stars from ${reviews}`;
}

/** "Helpful (3)": how many shoppers found a review helpful. */
export function helpfulText(count: number): string {
  return count === 1 ? '1 shopper found this helpful' : `${count} shoppers found this helpful`;
}

/** The nickname shown with a review: trimmed, inner spaces folded; the first name when left empty. */
export function reviewNickname(nickname: string, firstname: string): string {
  const clean = nickname.trim().replace(/\s+/g, ' ');
  return clean || firstname.trim().replace(/\s+/g, ' ') || 'Sulit Club shopper';
}
