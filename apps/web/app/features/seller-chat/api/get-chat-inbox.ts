import type { ChatInboxResponse } from '@sulit/contracts/seller-chat';
import type { ApiClient } from '../../../lib/http/client';

/** The caller's conversations, newest first, 20 a page. */
export function getChatInbox(api: ApiClient, page: number): Promise<ChatInboxResponse> {
  return api.json(`/api/seller-chat/threads?page=${page}`);
}
