import type { ChatThreadView } from '@sulit/contracts/seller-chat';
import type { ApiClient } from '../../../lib/http/client';

/** A thread's messages after the cursor `after` (0: from the start); the open page polls it. */
export function getChatThread(
  api: ApiClient,
  threadId: number,
  after = 0,
  signal?: AbortSignal,
): Promise<ChatThreadView> {
  return api.json(`/api/seller-chat/threads/${threadId}?after=${after}`, signal ? { signal } : {});
}
