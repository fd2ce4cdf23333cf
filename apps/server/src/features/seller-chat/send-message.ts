import type { ChatSendResponse } from '@sulit/contracts/seller-chat';
import type { ChatThread } from '@sulit/db';
import {
  CHAT_MESSAGES,
  CHAT_UPLOAD_QUOTA,
  CHAT_UPLOAD_RULES,
  type ChatRole,
  chatFieldProblems,
  chatQuotaDay,
  chatRoleOf,
  DomainError,
  maskContactDetails,
} from '@sulit/domain';
import { type CleanUpload, cleanUploads, judgeUploads, type UploadPolicy } from '../../uploads/clean-upload';
import type { UploadedFile } from '../../uploads/multipart-form';
import { chatNotices } from './chat-mail';
import { messageView } from './chat-views';
import type { ChatViewer, SellerChatDeps } from './seller-chat-deps';

/** Chat files through the store's one upload pipeline: photos re-encoded without metadata, MP4 by its bytes. */
export const CHAT_UPLOADS: UploadPolicy = {
  ...CHAT_UPLOAD_RULES,
  typeMessage: CHAT_MESSAGES.fileType,
  sizeMessage: CHAT_MESSAGES.fileSize,
};

/** Messages per person in ten minutes (decided: a conversation, not a flood). */
const SEND_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

function refuseFields(problems: Record<string, string | null>): void {
  const bad = Object.entries(problems).filter(([, p]) => p !== null) as [string, string][];
  if (bad.length) throw new DomainError('validation_failed', bad[0]![1], { fields: Object.fromEntries(bad) });
}

/** The limit per person, then the files judged (cheap) and cleaned (decoded and written again). */
async function preparedFiles(deps: SellerChatDeps, viewer: ChatViewer, files: readonly UploadedFile[]) {
  judgeUploads(files, CHAT_UPLOADS);
  const { waits } = await deps.abuse.attempt([{ key: `seller-chat:${viewer.customerId}`, ...SEND_LIMIT }]);
  const wait = waits.find((w): w is number => w !== null && w !== undefined);
  if (wait !== undefined) {
    throw new DomainError('rate_limited', 'You have sent many messages just now. Please wait a few minutes.', {
      retry_after: wait,
    });
  }
  return cleanUploads(files, CHAT_UPLOADS);
}

/** One message in a thread: contact details hidden, the notices and files written with it, the quota taken. */
async function postInThread(
  deps: SellerChatDeps,
  viewer: ChatViewer,
  thread: ChatThread,
  role: ChatRole,
  body: string,
  files: readonly CleanUpload[],
): Promise<ChatSendResponse> {
  const now = deps.clock();
  const masked = maskContactDetails(body.trim());
  const outcome = await deps.chats.postMessage(
    {
      thread,
      authorId: viewer.customerId,
      role,
      body: masked.text,
      flags: masked.flags,
      attachments: files.map((f) => ({
        storage_key: f.storageKey,
        file_name: f.fileName,
        media_type: f.mediaType,
        content: f.bytes,
      })),
      quota: { day: chatQuotaDay(now) },
      mails: await chatNotices(deps, thread, role),
      now: now.toISOString(),
    },
    CHAT_UPLOAD_QUOTA,
  );
  if (outcome.kind === 'over_quota') throw new DomainError('rate_limited', CHAT_MESSAGES.quota);
  return {
    success: true,
    message: role === 'buyer' ? CHAT_MESSAGES.sent : CHAT_MESSAGES.replied,
    thread_id: thread.id,
    flags: masked.flags,
    sent: messageView(outcome.message, thread, viewer, deps.links, now),
  };
}

/**
 * POST /product/sellers/contact-seller (spec §7): the buyer writes to a seller of their own order. The thread of
 * that order and seller is opened by the first message (its subject) and continued by the next.
 */
export async function contactSeller(
  deps: SellerChatDeps,
  viewer: ChatViewer,
  input: { orderNumber: string; sellerId: string; subject: string; body: string },
  files: readonly UploadedFile[],
): Promise<ChatSendResponse> {
  const order = await deps.orderWithSellers(input.orderNumber);
  if (!order || order.customer_id !== viewer.customerId)
    throw new DomainError('not_found', CHAT_MESSAGES.orderNotFound);
  const seller = order.sellers.find((s) => s.seller_id === input.sellerId);
  if (!seller) throw new DomainError('not_found', CHAT_MESSAGES.sellerNotInOrder);
  const existing = await deps.chats.threadOf(order.id, seller.seller_id);
  refuseFields(chatFieldProblems({ subject: input.subject, message: input.body }, !existing));
  const clean = await preparedFiles(deps, viewer, files);
  const now = deps.clock().toISOString();
  const thread =
    existing ??
    (await deps.chats.openThread({
      order_id: order.id,
      order_number: order.increment_id,
      seller_id: seller.seller_id,
      shop_name: seller.shop_name,
      buyer_customer_id: viewer.customerId,
      buyer_name: viewer.firstname,
      subject: input.subject.trim(),
      created_at: now,
      last_message_at: now,
    }));
  return postInThread(deps, viewer, thread, 'buyer', input.body, clean);
}

/** A reply in a thread by any participant: the seller's people, an operator, or the buyer. */
export async function replyInThread(
  deps: SellerChatDeps,
  viewer: ChatViewer,
  threadId: number,
  body: string,
  files: readonly UploadedFile[],
): Promise<ChatSendResponse> {
  const thread = await deps.chats.threadById(threadId);
  const role = thread ? chatRoleOf(thread, viewer) : null;
  if (!thread || !role) throw new DomainError('not_found', CHAT_MESSAGES.threadNotFound);
  refuseFields(chatFieldProblems({ subject: '', message: body }, false));
  const clean = await preparedFiles(deps, viewer, files);
  return postInThread(deps, viewer, thread, role, body, clean);
}
