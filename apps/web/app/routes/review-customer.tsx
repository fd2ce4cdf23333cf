import { REVIEW_MESSAGES } from '@sulit/domain/reviews/review-rules';
import { Link } from 'react-router';
import type { Route } from './+types/review-customer';
import { noindexTags } from '../features/content/seo';
import { AccountLayout } from '../features/customers/account/account-nav';
import { requireCustomer } from '../features/customers/api/session';
import { getMyReviews } from '../features/reviews/api/get-my-reviews';
import { MyReviewsList } from '../features/reviews/my-reviews-list';
import { MY_REVIEWS_PATH, SUBMITTED_FLAG } from '../features/reviews/review-actions';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('My reviews');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** My reviews (Magento's /review/customer; spec §2 "my review" page, §7 GET review/mine). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const requested = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const reviews = await getMyReviews(serverApi(context, request), page);
  return { reviews, submitted: url.searchParams.get(SUBMITTED_FLAG) === '1' };
}

export default function MyReviewsPage({ loaderData }: Route.ComponentProps) {
  const { reviews, submitted } = loaderData;
  const hasNext = reviews.page * reviews.page_size < reviews.total_count;
  return (
    <AccountLayout title="My reviews">
      {submitted && (
        <p role="status" className="mb-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
          {REVIEW_MESSAGES.submitted}
        </p>
      )}
      {reviews.total_count === 0 ? (
        <p className="text-stone-700">
          You have not reviewed anything yet. Once an order is delivered, open it in{' '}
          <Link to="/sales/order/history" className="font-semibold text-brand-700 underline">
            My orders
          </Link>{' '}
          and choose Write a review.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-stone-700">
            Reviews are published on the product page once our team has read them.
          </p>
          <MyReviewsList items={reviews.items} />
          <nav aria-label="Pages of my reviews" className="mt-4 flex gap-3">
            {reviews.page > 1 && (
              <Link
                to={`${MY_REVIEWS_PATH}?page=${reviews.page - 1}`}
                className="font-semibold text-brand-700 underline"
              >
                Newer reviews
              </Link>
            )}
            {hasNext && (
              <Link
                to={`${MY_REVIEWS_PATH}?page=${reviews.page + 1}`}
                className="font-semibold text-brand-700 underline"
              >
                Older reviews
              </Link>
            )}
          </nav>
        </>
      )}
    </AccountLayout>
  );
}
