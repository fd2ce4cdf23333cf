import { data, Link } from 'react-router';
import { noindexTags } from '../features/content/seo';
import { requireCustomer } from '../features/customers/api/session';
import { isOrderNumber, orderViewPath } from '../features/orders/order-paths';
import { getContactThread } from '../features/seller-chat/api/get-contact-thread';
import { Conversation } from '../features/seller-chat/conversation';
import { ApiError } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';
import type { Route } from './+types/contact-seller';

export const meta: Route.MetaFunction = ({ params }) => noindexTags(`Contact seller about order ${params.orderId}`);
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** Spec §2 contact seller: the buyer's own order and one of its shops; anything else is the 404 page. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  if (!isOrderNumber(params.orderId) || !/^[A-Za-z0-9_-]{1,64}$/.test(params.sellerId))
    throw data(null, { status: 404 });
  try {
    return await getContactThread(serverApi(context, request), params.orderId, params.sellerId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function ContactSeller({ loaderData }: Route.ComponentProps) {
  const { order_number, seller_id, shop_name, conversation } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link
        to={orderViewPath(order_number, seller_id)}
        className="mb-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
      >
        ← Order {order_number}
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight break-words">Contact {shop_name}</h1>
      <p className="mt-1 mb-4 text-stone-700">
        About order <span className="font-semibold tabular-nums">{order_number}</span>
        {conversation && <> · {conversation.thread.subject}</>}
      </p>
      <Conversation
        key={`${order_number}/${seller_id}`}
        view={conversation}
        target={{ kind: 'contact', orderNumber: order_number, sellerId: seller_id }}
        empty={`Ask ${shop_name} about this order: a missing item, a damaged box, a delivery question. Add a photo or a short video if it helps. We e-mail you when they reply.`}
      />
    </div>
  );
}
