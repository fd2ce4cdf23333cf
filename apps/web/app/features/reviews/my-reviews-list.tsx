import type { MyReviewView } from '@sulit/contracts/reviews';
import { StoreLink } from '../../components/store-link';
import { ReviewStars } from './review-stars';

const STATUS_LOOK: Record<MyReviewView['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-brand-50 text-brand-900',
  rejected: 'bg-stone-200 text-stone-800',
};

/** My reviews, each with its product, my stars and words, and whether it is published yet. */
export function MyReviewsList({ items }: { items: MyReviewView[] }) {
  return (
    <ul aria-label="My reviews" className="space-y-3">
      {items.map((review) => (
        <li key={review.id} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            {review.product_url ? (
              <StoreLink to={review.product_url} className="font-bold break-words text-brand-700 hover:underline">
                {review.product_name}
              </StoreLink>
            ) : (
              <span className="font-bold break-words">{review.product_name}</span>
            )}
            <span className={`rounded-md px-2 py-1 text-sm font-semibold ${STATUS_LOOK[review.status]}`}>
              {review.status_label}
            </span>
          </div>
          <ReviewStars value={review.rating_data.rating_value} />
          <h2 className="font-semibold break-words">{review.title}</h2>
          <p className="break-words whitespace-pre-line text-stone-800">{review.detail}</p>
          <p className="text-sm text-stone-600">
            {review.date} · as {review.nickname} · order {review.order_number}
          </p>
        </li>
      ))}
    </ul>
  );
}
