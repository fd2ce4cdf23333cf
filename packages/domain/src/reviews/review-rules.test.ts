import { describe, expect, it } from 'vitest';
import {
  helpfulText,
  isReviewStatus,
  lineIsDelivered,
  REVIEW_MESSAGES,
  REVIEW_RATING_CODE,
  REVIEW_RATING_ID,
  REVIEW_TRANSITIONS,
  reviewNickname,
  reviewRefusalOf,
  reviewStatusesBefore,
  reviewSummaryOf,
  reviewSummaryText,
} from './review-rules';

const own = { seller_id: 'sulit', product_type: 'simple', order_status: 'complete', seller_status: null };

describe('review rules', () => {
  it("keeps spec §8's review messages word for word", () => {
    expect(REVIEW_MESSAGES.submitted).toBe('Submit review successful');
    expect(REVIEW_MESSAGES.failed).toBe('Something wrong, submit review failed. Please try again or contact support');
  });

  it('rates with spec §3/§9 rating id 4 and code product', () => {
    expect(REVIEW_RATING_ID).toBe(4);
    expect(REVIEW_RATING_CODE).toBe('product');
  });

  it('moderates pending → approved or rejected, once', () => {
    expect(REVIEW_TRANSITIONS.pending).toEqual(['approved', 'rejected']);
    expect(reviewStatusesBefore('approved')).toEqual(['pending']);
    expect(reviewStatusesBefore('rejected')).toEqual(['pending']);
    expect(reviewStatusesBefore('pending')).toEqual([]);
    expect(isReviewStatus('approved')).toBe(true);
    expect(isReviewStatus('deleted')).toBe(false);
  });

  it('reads an own-store line as delivered when its order is complete (Delivered)', () => {
    expect(lineIsDelivered(own)).toBe(true);
    expect(lineIsDelivered({ ...own, order_status: 'completed' })).toBe(true);
    for (const status of ['pending', 'processing', 'out_for_delivery', 'canceled', 'holded'])
      expect(lineIsDelivered({ ...own, order_status: status })).toBe(false);
  });

  it("reads a seller's line as delivered when its sub-order is completed, whatever the order says", () => {
    const seller = { ...own, seller_id: 'acme', order_status: 'processing', seller_status: 'completed' };
    expect(lineIsDelivered(seller)).toBe(true);
    expect(lineIsDelivered({ ...seller, seller_status: 'shipped' })).toBe(false);
    expect(lineIsDelivered({ ...seller, order_status: 'complete', seller_status: 'cancelled' })).toBe(false);
  });

  it('refuses membership cards, undelivered lines and a second review of a line', () => {
    expect(reviewRefusalOf(own, false)).toBeNull();
    expect(reviewRefusalOf(own, true)).toBe('already_reviewed');
    expect(reviewRefusalOf({ ...own, order_status: 'processing' }, false)).toBe('not_delivered');
    expect(reviewRefusalOf({ ...own, product_type: 'customer_membership' }, false)).toBe('not_reviewable');
  });

  it('summarises approved ratings to one decimal, and the words say the same numbers', () => {
    expect(reviewSummaryOf(0, 0)).toEqual({ review_count: 0, rating_average: 0 });
    expect(reviewSummaryOf(4, 17)).toEqual({ review_count: 4, rating_average: 4.3 });
    expect(reviewSummaryOf(3, 10)).toEqual({ review_count: 3, rating_average: 3.3 });
    expect(reviewSummaryText(reviewSummaryOf(4, 17))).toBe('4.3 out of 5 stars from 4 reviews');
    expect(reviewSummaryText(reviewSummaryOf(1, 5))).toBe('5.0 out of 5 stars from 1 review');
  });

  it('counts helpful votes in words', () => {
    expect(helpfulText(1)).toBe('1 shopper found this helpful');
    expect(helpfulText(3)).toBe('3 shoppers found this helpful');
  });

  it('shows a folded nickname, else the first name', () => {
    expect(reviewNickname('  Tita   Baby ', 'Maria')).toBe('Tita Baby');
    expect(reviewNickname('   ', 'Maria')).toBe('Maria');
  });
});
