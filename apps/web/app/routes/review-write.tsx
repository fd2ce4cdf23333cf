import { data, Link } from 'react-router';
import type { Route } from './+types/review-write';
import { noindexTags } from '../features/content/seo';
import { AccountLayout } from '../features/customers/account/account-nav';
import { requireCustomer } from '../features/customers/api/session';
import { getReviewLine } from '../features/reviews/api/get-review-line';
import { ReviewForm } from '../features/reviews/review-form';
import { MY_REVIEWS_PATH, submitReviewAction } from '../features/reviews/review-actions';
import { REVIEW_STATUS_LABELS } from '@sulit/domain/reviews/review-rules';
import { ApiError } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('Write a review');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

function orderItemIdOf(params: { orderItemId?: string }): number {
  const id = Number(params.orderItemId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

/** Write a review of one line of my delivered order; another shopper's line is the 404 page. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(context, { request, url });
  const id = orderItemIdOf(params);
  try {
    const line = await getReviewLine(serverApi(context, request), id);
    return { line, nickname: customer.firstname };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  submitReviewAction(context, request, orderItemIdOf(params));

export default function WriteReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { line, nickname } = loaderData;
  return (
    <AccountLayout title="Write a review">
      <div className="mb-4 flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3">
        <img src={line.image_url} alt="" width={64} height={64} className="size-16 rounded-lg object-contain" />
        <div className="min-w-0">
          <p className="font-bold break-words">{line.name}</p>
          <p className="text-sm text-stone-600">Order {line.order_number}</p>
        </div>
      </div>
      {line.can_review ? (
        <ReviewForm nickname={nickname} errors={actionData?.errors} message={actionData?.message} />
      ) : (
        <p className="rounded-xl bg-stone-100 p-4">
          {line.review_status
            ? `You reviewed this item: ${REVIEW_STATUS_LABELS[line.review_status]}. `
            : 'You can review this item once it has been delivered. '}
          <Link to={MY_REVIEWS_PATH} className="font-semibold text-brand-700 underline">
            See my reviews
          </Link>
        </p>
      )}
    </AccountLayout>
  );
}
