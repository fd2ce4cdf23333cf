/** POST /api/notifications/read: mark some (or all) of my alerts read. */
import type { ApiClient } from '../../../lib/http/client';

export function markNotificationsRead(api: ApiClient, which: { ids: number[] } | { all: true }) {
  return api.send<{ message: string; unread: number }>('/api/notifications/read', { body: which });
}
