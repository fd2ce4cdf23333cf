import { REVIEW_RATING_MAX } from '@sulit/domain/reviews/review-rules';
import { Star } from '../../components/icons';

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

/** A rating drawn as stars and read as words ("Rated 4 out of 5"); a half star rounds to the nearer whole. */
export function ReviewStars({ value, size = 'size-4' }: { value: number; size?: string }) {
  const lit = Math.round(value);
  return (
    <span role="img" aria-label={`Rated ${value} out of ${REVIEW_RATING_MAX}`} className="inline-flex gap-0.5">
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${size} ${n <= lit ? 'fill-current text-amber-600' : 'text-stone-400'}`}
        />
      ))}
    </span>
  );
}
