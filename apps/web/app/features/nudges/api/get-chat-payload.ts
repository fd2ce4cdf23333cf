/** GET /api/chat-assistant/payload (spec §3 chat-assistant payload {login, userEmail, name}); a guest's on failure. */
import type { ChatAssistantPayload } from '@sulit/contracts/nudges';
import type { ApiClient } from '../../../lib/http/client';

const GUEST: ChatAssistantPayload = { login: false, userEmail: null, name: null };

export async function getChatPayload(api: ApiClient): Promise<ChatAssistantPayload> {
  try {
    return await api.json<ChatAssistantPayload>('/api/chat-assistant/payload');
  } catch {
    return GUEST;
  }
}
