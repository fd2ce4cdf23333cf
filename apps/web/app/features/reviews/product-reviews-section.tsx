import type { ListedReviewView, ProductReviewsResponse } from '@sulit/contracts/reviews';
import { helpfulText, reviewSummaryText } from '@sulit/domain/reviews/review-rules';
import { useState } from 'react';
import { BadgeCheck, ThumbsUp } from '../../components/icons';
import { StoreLink } from '../../components/store-link';
import { browserApi } from '../../lib/http/browser-client';
import { errorMessage, GENERIC_FAILURE } from '../../lib/http/client';
import { loginFirst, signedInBrowser } from '../../lib/http/signed-in';
import { toast } from '../../lib/toast';
import { getProductReviews } from './api/get-product-reviews';
import { voteHelpful } from './api/vote-helpful';
import { ReviewStars } from './review-stars';

/**
 * A product page's approved reviews: the summary of all of them (the same numbers as the page's AggregateRating),
 * the first page from the page's own answer, and more pages on request. Pending and rejected reviews never show.
 */
export function ProductReviewsSection({ reviews }: { reviews: ProductReviewsResponse }) {
  const { summary } = reviews;
  const [items, setItems] = useState(reviews.items);
  const [page, setPage] = useState(reviews.page);
  const [busy, setBusy] = useState(false);

  async function more() {
    setBusy(true);
    try {
      const next = await getProductReviews(browserApi, reviews.product_id, page + 1);
      setItems((shown) => [...shown, ...next.items.filter((r) => !shown.some((s) => s.id === r.id))]);
      setPage(next.page);
    } catch {
      toast.error(GENERIC_FAILURE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <h2 id="reviews-title" className="text-xl font-extrabold tracking-tight">
        Customer reviews
      </h2>
      {summary.review_count === 0 ? (
        <p className="text-stone-700">
          No reviews yet. Bought this? Review it from your delivered order in{' '}
          <StoreLink to="/sales/order/history" className="font-semibold text-brand-700 underline">
            My orders
          </StoreLink>
          .
        </p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2" data-testid="review-summary">
            <ReviewStars value={summary.rating_average} size="size-5" />
            <span className="font-semibold">{reviewSummaryText(summary)}</span>
          </p>
          <ul aria-label="Reviews" className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {items.length < summary.review_count && (
            <button
              type="button"
              onClick={more}
              disabled={busy}
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-50 disabled:opacity-60"
            >
              Show more reviews
            </button>
          )}
        </>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: ListedReviewView }) {
  const [helpful, setHelpful] = useState({ count: review.helpful_count, voted: review.voted_by_me });
  const [busy, setBusy] = useState(false);

  async function vote() {
    if (!signedInBrowser()) return loginFirst();
    setBusy(true);
    const res = await voteHelpful(browserApi, review.id);
    setBusy(false);
    if (res.ok && res.body) setHelpful({ count: res.body.helpful_count, voted: true });
    else toast.error(errorMessage(res.body) ?? GENERIC_FAILURE);
  }

  return (
    <li className="space-y-2 p-4">
      <article aria-labelledby={`review-${review.id}`} className="space-y-2">
        <ReviewStars value={review.rating_value} />
        <h3 id={`review-${review.id}`} className="font-bold break-words">
          {review.title}
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <span className="font-semibold break-all">{review.nickname}</span>
          <span>{review.date}</span>
          {review.verified_purchase && (
            <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              Verified purchase
            </span>
          )}
        </p>
        <p className="leading-relaxed break-words whitespace-pre-line text-stone-800">{review.detail}</p>
        <p className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <button
            type="button"
            onClick={vote}
            disabled={busy || helpful.voted}
            aria-pressed={helpful.voted}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 font-semibold hover:bg-stone-50 disabled:opacity-70 aria-pressed:border-brand-700 aria-pressed:text-brand-800"
          >
            <ThumbsUp aria-hidden="true" className="size-4" />
            Helpful
          </button>
          {helpful.count > 0 && <span>{helpfulText(helpful.count)}</span>}
        </p>
      </article>
    </li>
  );
}
