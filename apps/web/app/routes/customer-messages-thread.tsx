import { CHAT_INBOX_PATH } from '@sulit/domain/seller-chat/chat-paths';
import { useState } from 'react';
import { data, Link } from 'react-router';
import { noindexTags } from '../features/content/seo';
import { requireCustomer } from '../features/customers/api/session';
import { getChatThread } from '../features/seller-chat/api/get-chat-thread';
import { Conversation } from '../features/seller-chat/conversation';
import { ApiError } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';
import type { Route } from './+types/customer-messages-thread';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  noindexTags(loaderData ? `${loaderData.thread.subject} — Messages` : 'Messages');
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** One conversation for its seller, an operator or its buyer; anyone else gets the 404 page. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  const id = Number(params.threadId);
  if (!/^\d{1,10}$/.test(params.threadId) || !Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  try {
    return await getChatThread(serverApi(context, request), id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export default function MessageThread({ loaderData }: Route.ComponentProps) {
  const { thread } = loaderData;
  // a reply by the seller or an operator stops the clock (the server's awaitingReplyAfter); a buyer's leaves it
  const [clock, setClock] = useState(thread.reply_clock);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link
        to={CHAT_INBOX_PATH}
        className="mb-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
      >
        ← Messages
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight break-words">{thread.subject}</h1>
      <p className="mt-1 text-stone-700">
        {thread.role === 'buyer' ? thread.shop_name : `${thread.buyer_name} · ${thread.shop_name}`} · Order{' '}
        <span className="tabular-nums">{thread.order_number}</span>
      </p>
      {clock && (
        <p
          className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${clock.overdue ? 'bg-sale-50 text-sale-600' : 'bg-amber-50 text-amber-900'}`}
        >
          {clock.label}
        </p>
      )}
      <div className="mt-4">
        <Conversation
          key={thread.id}
          view={loaderData}
          target={{ kind: 'reply', threadId: thread.id }}
          onSent={(answer) => {
            if (answer.sent.author_role !== 'buyer') setClock(null);
          }}
        />
      </div>
    </div>
  );
}
