import { RATING_MAX, RATING_MIN } from '@sulit/domain/orders/order-constants';
import { Star } from '../../components/icons';
import { Form } from 'react-router';
import { primaryButton } from '../../components/button';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * Rate a delivered order (one to five stars, once). `later` offers the prompt's next order (spec §4: the
 * prompt cycles through orders awaiting rating); dismissing stops asking about this one.
 */
export function RatingForm({ orderNumber, later }: { orderNumber: string; later?: string | null }) {
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="orderNumber" value={orderNumber} />
      <fieldset>
        <legend className="mb-2 font-semibold">How was order {orderNumber}?</legend>
        <div className="flex gap-1">
          {STARS.map((n) => (
            // A chosen rating lights its star and every star before it: this label holds the checked radio, or a
            // later one does (CSS :has, so it works before the page's script runs).
            <label
              key={n}
              data-star={n}
              className="cursor-pointer text-stone-400 has-checked:text-amber-500 [&:has(~label_:checked)]:text-amber-500"
            >
              <input type="radio" name="rating" value={n} required className="peer sr-only" />
              <span className="grid size-11 place-items-center rounded-lg peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600">
                <Star aria-hidden="true" className="size-7 fill-current" />
                <span className="sr-only">
                  {n} star{n > 1 ? 's' : ''}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          name="intent"
          value="rate"
          className={primaryButton('inline-flex min-h-11 items-center rounded-xl px-4')}
        >
          Submit rating
        </button>
        {later && (
          <a
            href={`?rate=${encodeURIComponent(later)}`}
            className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 px-4 font-semibold"
          >
            Later
          </a>
        )}
        <button
          type="submit"
          name="intent"
          value="dismiss"
          formNoValidate
          className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-stone-700 hover:underline"
        >
          Don’t ask again
        </button>
      </div>
    </Form>
  );
}
