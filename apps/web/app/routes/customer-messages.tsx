import { Link } from 'react-router';
import { noindexTags } from '../features/content/seo';
import { AccountLayout } from '../features/customers/account/account-nav';
import { requireCustomer } from '../features/customers/api/session';
import { ORDER_HISTORY_PATH } from '../features/orders/order-paths';
import { getChatInbox } from '../features/seller-chat/api/get-chat-inbox';
import { serverApi } from '../lib/http/server-client';
import type { Route } from './+types/customer-messages';

export const meta: Route.MetaFunction = () => noindexTags('Messages');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** Every conversation the customer takes part in: as a buyer, for the sellers they answer for, or as an operator. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const asked = Number(url.searchParams.get('page'));
  const page = Number.isSafeInteger(asked) && asked > 0 && asked <= 10_000 ? asked : 1;
  return getChatInbox(serverApi(context, request), page);
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { items, page, page_size, total_count, answers_buyers } = loaderData;
  const pages = Math.max(1, Math.ceil(total_count / page_size));
  return (
    <AccountLayout title="Messages">
      <div className="space-y-6">
        {answers_buyers && (
          <p className="text-stone-700">
            Buyers wait for a reply within 24 hours: the clock beside each conversation says how long is left.
          </p>
        )}
        {items.length === 0 ? (
          <p className="rounded-xl bg-stone-100 p-4 text-stone-700">
            No messages yet. To ask a seller about an order, open it from{' '}
            <Link to={ORDER_HISTORY_PATH} className="font-semibold text-brand-700 underline">
              My orders
            </Link>{' '}
            and choose “Contact seller”.
          </p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {items.map((t) => (
              <li key={t.id}>
                <Link to={t.path} className="block min-h-11 p-4 hover:bg-stone-50">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-bold break-words">{t.subject}</span>
                    {t.unread && (
                      <span className="rounded-full bg-sun-400 px-2 text-xs font-extrabold text-brand-950">New</span>
                    )}
                  </span>
                  <span className="block text-sm text-stone-700">
                    {t.role === 'buyer' ? t.shop_name : `${t.buyer_name} · ${t.shop_name}`} · Order {t.order_number} ·{' '}
                    {t.last_message_label}
                  </span>
                  {t.reply_clock && (
                    <span
                      className={`mt-1 inline-block rounded-full px-2 text-sm font-semibold ${t.reply_clock.overdue ? 'bg-sale-50 text-sale-600' : 'bg-amber-50 text-amber-900'}`}
                    >
                      {t.reply_clock.label}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Pages" className="flex gap-4 font-semibold">
            {page > 1 && (
              <Link to={`?page=${page - 1}`} className="text-brand-700 hover:underline">
                Newer
              </Link>
            )}
            {page < pages && (
              <Link to={`?page=${page + 1}`} className="text-brand-700 hover:underline">
                Older
              </Link>
            )}
          </nav>
        )}
      </div>
    </AccountLayout>
  );
}
