import type { ChatMessage, ChatThreadSummary } from '@sulit/contracts/seller-chat';
import type { ChatMessageRecord, ChatThread } from '@sulit/db';
import {
  type ChatRole,
  chatThreadPath,
  contactSellerPath,
  formatDateTime,
  replyClock,
  STORE_BRAND,
} from '@sulit/domain';
import type { FileLinks } from './file-links';
import type { ChatViewer } from './seller-chat-deps';

/** Who wrote a message, as the viewer reads it. */
function authorLabel(message: ChatMessageRecord, thread: ChatThread, viewer: ChatViewer): string {
  if (message.author_customer_id === viewer.customerId) return 'You';
  if (message.author_role === 'buyer') return thread.buyer_name;
  if (message.author_role === 'seller') return thread.shop_name;
  return STORE_BRAND;
}

/** A message with signed links to its files, made for this viewer only. */
export function messageView(
  message: ChatMessageRecord,
  thread: ChatThread,
  viewer: ChatViewer,
  links: FileLinks,
  now: Date,
): ChatMessage {
  return {
    id: message.id,
    author_role: message.author_role,
    author_label: authorLabel(message, thread, viewer),
    mine: message.author_customer_id === viewer.customerId,
    body: message.body,
    flags: message.flags,
    created_at: message.created_at,
    created_label: formatDateTime(message.created_at),
    attachments: message.attachments.map((a) => ({
      file_name: a.file_name,
      media_type: a.media_type,
      byte_size: a.byte_size,
      url: links.linkFor(a.storage_key, viewer.customerId, now),
    })),
  };
}

/** A thread in a list or at the top of its page; the reply clock only for those who answer. */
export function threadSummary(thread: ChatThread, role: ChatRole, unread: boolean, now: Date): ChatThreadSummary {
  return {
    id: thread.id,
    order_number: thread.order_number,
    seller_id: thread.seller_id,
    shop_name: thread.shop_name,
    buyer_name: thread.buyer_name,
    subject: thread.subject,
    role,
    unread,
    last_message_label: formatDateTime(thread.last_message_at),
    reply_clock: role === 'buyer' ? null : replyClock(thread.awaiting_reply_since, now),
    path: role === 'buyer' ? contactSellerPath(thread.order_number, thread.seller_id) : chatThreadPath(thread.id),
  };
}
