import {
  REVIEW_DETAIL_MAX,
  REVIEW_NICKNAME_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TITLE_MAX,
} from '@sulit/domain/reviews/review-rules';
import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '../../components/button';
import { Star } from '../../components/icons';
import { type FieldErrors, FormAlert, TextAreaField, TextField } from '../../components/text-field';

const STARS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, i) => REVIEW_RATING_MIN + i);

/**
 * Write a review of one delivered order line (spec §3 Review: rating, nickname, title, detail). The page's action
 * posts it; the server's words come back as `message` and per-field `errors`.
 */
export function ReviewForm({
  nickname,
  errors = {},
  message,
}: {
  nickname: string;
  errors?: FieldErrors | undefined;
  message?: string | null | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="space-y-4">
      {message && <FormAlert>{message}</FormAlert>}
      <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-stone-800">
          Your rating<span aria-hidden="true"> *</span>
        </legend>
        <div className="flex gap-1">
          {STARS.map((n) => (
            // a chosen rating lights its star and every star before it (CSS :has, before the script runs)
            <label
              key={n}
              data-star={n}
              className="cursor-pointer text-stone-500 has-checked:text-amber-600 [&:has(~label_:checked)]:text-amber-600"
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
        {errors.rating && (
          <p id="rating-error" className="mt-1 text-sm text-sale-600">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <TextField
        label="Nickname"
        name="nickname"
        required
        defaultValue={nickname}
        maxLength={REVIEW_NICKNAME_MAX}
        autoComplete="nickname"
        error={errors.nickname}
        hint="Shown with your review instead of your name."
      />
      <TextField label="Title" name="title" required maxLength={REVIEW_TITLE_MAX} error={errors.title} />
      <TextAreaField
        label="Review"
        name="detail"
        required
        rows={6}
        maxLength={REVIEW_DETAIL_MAX}
        error={errors.detail}
        hint="What did you like or not like? Reviews are published once our team has read them."
      />
      <SubmitButton busy={busy} busyLabel="Submitting…">
        Submit review
      </SubmitButton>
    </Form>
  );
}
