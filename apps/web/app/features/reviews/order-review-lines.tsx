import type { OrderReviewsResponse } from '@sulit/contracts/reviews';
import { REVIEW_STATUS_LABELS } from '@sulit/domain/reviews/review-rules';
import { Link } from 'react-router';
import { writeReviewPath } from './review-actions';

/**
 * The order page's "Review what you bought": each line of a delivered order can be reviewed once; a line
 * already reviewed says where its review stands. Shown only when at least one line is or was reviewable.
 */
export function OrderReviewLines({ reviews }: { reviews: OrderReviewsResponse }) {
  const shown = reviews.lines.filter((line) => line.can_review || line.review_status !== null);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="review-lines-title" className="mt-4 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="review-lines-title" className="mb-3 text-lg font-bold">
        Review what you bought
      </h2>
      <ul className="divide-y divide-stone-200">
        {shown.map((line) => (
          <li key={line.order_item_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 break-words">{line.name}</span>
            {line.can_review ? (
              <Link
                to={writeReviewPath(line.order_item_id)}
                aria-label={`Write a review of ${line.name}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Write a review
              </Link>
            ) : (
              <span className="text-sm text-stone-700">
                Your review: {line.review_status ? REVIEW_STATUS_LABELS[line.review_status] : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
