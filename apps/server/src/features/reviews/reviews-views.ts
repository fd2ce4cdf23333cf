import type { ListedReviewView, MyReviewView } from '@sulit/contracts/reviews';
import {
  formatDate,
  type ListedReview,
  type MyReview,
  REVIEW_RATING_CODE,
  REVIEW_RATING_ID,
  REVIEW_STATUS_LABELS,
} from '@sulit/domain';

/** One of my reviews in spec §3's Review shape (rating_data), with its state in words. */
export function myReviewView(review: MyReview, productUrl: string | null): MyReviewView {
  return {
    id: review.id,
    product_id: review.product_id,
    product_name: review.product_name,
    product_url: productUrl,
    order_number: review.order_number,
    title: review.title,
    nickname: review.nickname,
    detail: review.detail,
    customer_id: review.customer_id,
    store_id: review.store_id,
    rating_data: { rating_id: REVIEW_RATING_ID, rating_code: REVIEW_RATING_CODE, rating_value: review.rating },
    verified_purchase: review.verified_purchase,
    status: review.status,
    status_label: REVIEW_STATUS_LABELS[review.status],
    date: formatDate(review.created_at),
  };
}

/** An approved review as a product page lists it: the nickname, never the customer. */
export function listedReviewView(review: ListedReview): ListedReviewView {
  return {
    id: review.id,
    nickname: review.nickname,
    title: review.title,
    detail: review.detail,
    rating_value: review.rating,
    verified_purchase: review.verified_purchase,
    date: formatDate(review.created_at),
    helpful_count: review.helpful_count,
    voted_by_me: review.voted_by_me,
  };
}
