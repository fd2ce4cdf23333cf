import type { NotificationItem } from '@sulit/contracts/lists';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { Bell, PackageCheck, Share2, TrendingDown } from '../../components/icons';
import { Link, useRevalidator } from 'react-router';
import { toast } from '../../lib/toast';
import { browserApi } from '../../lib/http/browser-client';
import { errorMessage, GENERIC_FAILURE } from '../../lib/http/client';
import { markNotificationsRead } from './api/mark-notifications-read';

const ICONS = { price_drop: TrendingDown, back_in_stock: PackageCheck, list_shared: Share2 } as const;

/** The alerts centre: price drops, stock returns and list shares, newest first, read or unread. */
export function NotificationList({ items, unread }: { items: NotificationItem[]; unread: number }) {
  const { revalidate } = useRevalidator();
  async function mark(which: { ids: number[] } | { all: true }) {
    const res = await markNotificationsRead(browserApi, which);
    if (!res.ok) return void toast.error(errorMessage(res.body) ?? GENERIC_FAILURE);
    revalidate();
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-stone-700">{unread > 0 ? `${unread} unread` : 'All caught up'}</p>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => mark({ all: true })}
            className="min-h-11 rounded-lg border border-brand-700 px-4 font-bold text-brand-800"
          >
            Mark all as read
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-stone-700">
          <Bell aria-hidden="true" className="mr-2 inline size-5" />
          No alerts yet. Watch a price or ask to hear when a product is back, and we will tell you here and by e-mail.
        </p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {items.map((item) => {
            const Icon = ICONS[item.kind];
            return (
              <li key={item.id} className={`flex items-start gap-3 p-4 ${item.read ? '' : 'bg-brand-50'}`}>
                <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0 flex-1">
                  <p className="font-bold">
                    {!item.read && <span className="sr-only">Unread: </span>}
                    {item.link ? (
                      <Link to={item.link} className="text-brand-800 hover:underline">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </p>
                  <p className="text-stone-700">{item.body}</p>
                  <p className="text-sm text-stone-500">{formatDateTime(item.created_at)}</p>
                </div>
                {!item.read && (
                  <button
                    type="button"
                    onClick={() => mark({ ids: [item.id] })}
                    className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-white"
                  >
                    Mark as read
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
