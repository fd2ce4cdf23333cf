import type { ChatThread } from '@sulit/db';
import {
  type ChatRole,
  chatThreadPath,
  contactSellerPath,
  escapeHtml,
  type MailMessage,
  STORE_BRAND,
} from '@sulit/domain';
import type { SellerChatDeps } from './seller-chat-deps';

/**
 * The e-mail notices of a new message (issue 33: "replies by e-mail notice"): a buyer's message goes to the people
 * who speak for the seller, a seller's or operator's reply to the buyer. A notice says who wrote about which order
 * and links to the conversation; the message itself is read in the store (it may carry files only participants
 * may open), so no text of it is copied into a mail.
 */
export async function chatNotices(
  deps: Pick<SellerChatDeps, 'chats' | 'contactOf' | 'publicUrl'>,
  thread: ChatThread,
  author: ChatRole,
): Promise<MailMessage[]> {
  const toBuyer = author !== 'buyer';
  const recipients = toBuyer ? [thread.buyer_customer_id] : await deps.chats.staffOf(thread.seller_id);
  const from = author === 'buyer' ? thread.buyer_name : author === 'seller' ? thread.shop_name : STORE_BRAND;
  const path = toBuyer ? contactSellerPath(thread.order_number, thread.seller_id) : chatThreadPath(thread.id);
  const url = `${deps.publicUrl}${path}`;
  const subject = `New message from ${from} about order ${thread.order_number}`;
  const mails: MailMessage[] = [];
  for (const id of recipients) {
    const contact = await deps.contactOf(id);
    if (!contact) continue;
    const hello = `Hello ${contact.firstname},`;
    const line = `${from} wrote to you about order ${thread.order_number} (“${thread.subject}”).`;
    mails.push({
      to: contact.email,
      subject,
      text: `${hello}\n\n${line}\nRead and reply in ${STORE_BRAND}: ${url}\n`,
      html:
        `<p>${escapeHtml(hello)}</p><p>${escapeHtml(line)}</p>` +
        `<p><a href="${escapeHtml(url)}">Read and reply in ${STORE_BRAND}</a></p>`,
      link: null,
    });
  }
  return mails;
}
