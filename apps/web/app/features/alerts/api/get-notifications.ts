/** GET /api/notifications: my alerts, newest first, 20 a page. */
import { NotificationsResponse } from '@sulit/contracts/lists';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/client';

export function getNotifications(
  api: ApiClient,
  before: number | null,
): Promise<z.infer<typeof NotificationsResponse>> {
  return api.json(`/api/notifications${before ? `?before=${before}` : ''}`, { parse: NotificationsResponse });
}
