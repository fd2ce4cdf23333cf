import { Link } from 'react-router';
import type { Route } from './+types/wishlist';
import { noindexTags } from '../features/content/seo';
import { AccountLayout } from '../features/customers/account/account-nav';
import { requireCustomer } from '../features/customers/api/session';
import { getWishlist } from '../features/wishlist/api/get-wishlist';
import { wishlistAction } from '../features/wishlist/wishlist-actions';
import { WishlistItems } from '../features/wishlist/wishlist-items';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('My wishlist');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** My wishlist (Magento's /wishlist; spec §2 "wishlist" page): saved products, apart from shopping lists. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const requested = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  return { wishlist: await getWishlist(serverApi(context, request), page) };
}

export const action = ({ request, context }: Route.ActionArgs) => wishlistAction(context, request);

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { wishlist } = loaderData;
  return (
    <AccountLayout title="My wishlist">
      {actionData && (
        <p
          role="status"
          className={`mb-4 rounded-xl p-4 ${actionData.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'}`}
        >
          {actionData.message}
          {actionData.moved && (
            <>
              {' '}
              <Link to="/checkout/cart" className="font-semibold underline">
                Go to cart
              </Link>
            </>
          )}
        </p>
      )}
      {wishlist.total_count === 0 ? (
        <p className="text-stone-700">
          Your wishlist is empty. Tap the heart on any product to save it here for later.{' '}
          <Link to="/" className="font-semibold text-brand-700 underline">
            Start shopping
          </Link>
        </p>
      ) : (
        <>
          <WishlistItems items={wishlist.items} />
          {wishlist.pages > 1 && (
            <nav aria-label="Pages of my wishlist" className="mt-4 flex gap-3">
              {wishlist.page > 1 && (
                <Link to={`/wishlist?page=${wishlist.page - 1}`} className="font-semibold text-brand-700 underline">
                  Previous page
                </Link>
              )}
              {wishlist.page < wishlist.pages && (
                <Link to={`/wishlist?page=${wishlist.page + 1}`} className="font-semibold text-brand-700 underline">
                  Next page
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </AccountLayout>
  );
}
