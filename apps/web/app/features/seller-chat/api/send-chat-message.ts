import type { ChatSendResponse } from '@sulit/contracts/seller-chat';
import type { ApiClient } from '../../../lib/http/client';

/** Where a message goes: the spec's contact-seller call for a buyer's order, or a reply in a thread. */
export type ChatTarget =
  { kind: 'contact'; orderNumber: string; sellerId: string } | { kind: 'reply'; threadId: number };

/** Sends the chat form as multipart (spec §7: orderNumber, subject, sellerId, body, files). */
export function sendChatMessage(api: ApiClient, target: ChatTarget, form: FormData): Promise<ChatSendResponse> {
  if (target.kind === 'contact') {
    form.set('orderNumber', target.orderNumber);
    form.set('sellerId', target.sellerId);
    return api.json('/api/product/sellers/contact-seller', { method: 'POST', body: form });
  }
  return api.json(`/api/seller-chat/threads/${target.threadId}/messages`, { method: 'POST', body: form });
}
