import { REVIEW_MESSAGES } from '@sulit/domain/reviews/review-rules';
import { data, redirect, type AppLoadContext } from 'react-router';
import { fieldErrorsOf } from '../../lib/http/client';
import { serverApi } from '../../lib/http/server-client';
import { trimmedFields } from '../../lib/form-fields';
import { postReview } from './api/post-review';

/** Where a submitted review leads: my reviews, which say 'Submit review successful'. */
export const MY_REVIEWS_PATH = '/review/customer';
export const SUBMITTED_FLAG = 'submitted';

/** The write page's path for one order line. */
export function writeReviewPath(orderItemId: number): string {
  return `${MY_REVIEWS_PATH}/write/${orderItemId}`;
}

/** The API's field names for the form's: rating_data.rating_value is the stars. */
function formErrors(body: unknown): Record<string, string> {
  const fields = fieldErrorsOf(body);
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [name.startsWith('rating_data') ? 'rating' : name, message]),
  );
}

/**
 * Posts the write-a-review form (spec §7 review/mine/post). Success goes to my reviews with spec §8's success
 * words; any refusal shows spec §8's failure words, with the field that was wrong when there was one.
 */
export async function submitReviewAction(context: AppLoadContext, request: Request, orderItemId: number) {
  const form = await request.formData();
  const fields = trimmedFields(form, ['nickname', 'title', 'detail', 'rating']);
  const rating = Number(fields.rating);
  const res = await postReview(serverApi(context, request), {
    order_item_id: orderItemId,
    nickname: fields.nickname,
    title: fields.title,
    detail: fields.detail,
    rating_data: { rating_value: Number.isInteger(rating) ? rating : 0 },
  });
  if (res.ok) throw redirect(`${MY_REVIEWS_PATH}?${SUBMITTED_FLAG}=1`);
  return data(
    { message: REVIEW_MESSAGES.failed, errors: formErrors(res.body) },
    { status: res.status >= 400 && res.status < 500 ? res.status : 500 },
  );
}
