import type { ChatInboxResponse, ChatThreadView, ContactThreadResponse } from '@sulit/contracts/seller-chat';
import type { ChatThread } from '@sulit/db';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_POLL_MS, type ChatRole, chatRoleOf, DomainError } from '@sulit/domain';
import { messageView, threadSummary } from './chat-views';
import type { ChatViewer, SellerChatDeps } from './seller-chat-deps';

/** Threads in an inbox page (decided). */
export const CHAT_INBOX_PAGE_SIZE = 20;

/**
 * A thread's messages after the page's cursor, read from the database on every call (any instance answers any
 * poll: nothing is fanned out in memory). Reading moves the viewer's read mark.
 */
async function conversation(
  deps: SellerChatDeps,
  viewer: ChatViewer,
  thread: ChatThread,
  role: ChatRole,
  after: number,
): Promise<ChatThreadView> {
  const now = deps.clock();
  const messages = await deps.chats.messages(thread.id, after, CHAT_LIMITS.pageSize);
  const last = messages.at(-1)?.id ?? after;
  if (messages.length) await deps.chats.markRead(thread.id, viewer.customerId, last);
  return {
    thread: threadSummary(thread, role, false, now),
    messages: messages.map((m) => messageView(m, thread, viewer, deps.links, now)),
    last_message_id: last,
    poll_ms: CHAT_POLL_MS,
  };
}

/** A thread for one of its participants; anyone else is told it does not exist. */
export async function readThread(
  deps: SellerChatDeps,
  viewer: ChatViewer,
  threadId: number,
  after: number,
): Promise<ChatThreadView> {
  const thread = await deps.chats.threadById(threadId);
  const role = thread ? chatRoleOf(thread, viewer) : null;
  if (!thread || !role) throw new DomainError('not_found', CHAT_MESSAGES.threadNotFound);
  return conversation(deps, viewer, thread, role, after);
}

/** The contact-seller page: the buyer's own order and one of its sellers, with the thread so far if any. */
export async function contactThread(
  deps: SellerChatDeps,
  viewer: ChatViewer,
  orderNumber: string,
  sellerId: string,
): Promise<ContactThreadResponse> {
  const order = await deps.orderWithSellers(orderNumber);
  if (!order || order.customer_id !== viewer.customerId)
    throw new DomainError('not_found', CHAT_MESSAGES.orderNotFound);
  const seller = order.sellers.find((s) => s.seller_id === sellerId);
  if (!seller) throw new DomainError('not_found', CHAT_MESSAGES.sellerNotInOrder);
  const thread = await deps.chats.threadOf(order.id, seller.seller_id);
  return {
    order_number: order.increment_id,
    seller_id: seller.seller_id,
    shop_name: seller.shop_name,
    conversation: thread ? await conversation(deps, viewer, thread, 'buyer', 0) : null,
  };
}

/** The viewer's threads, newest first: their own as buyer, their sellers', or all of them for an operator. */
export async function chatInbox(deps: SellerChatDeps, viewer: ChatViewer, page: number): Promise<ChatInboxResponse> {
  const now = deps.clock();
  const { items, total } = await deps.chats.inbox(viewer, {
    limit: CHAT_INBOX_PAGE_SIZE,
    offset: (page - 1) * CHAT_INBOX_PAGE_SIZE,
  });
  return {
    items: items.map((t) => threadSummary(t, chatRoleOf(t, viewer) ?? 'operator', t.unread, now)),
    total_count: total,
    page,
    page_size: CHAT_INBOX_PAGE_SIZE,
    answers_buyers: viewer.operator || viewer.sellerIds.length > 0,
  };
}
