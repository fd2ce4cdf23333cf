/** GET /api/alerts/summary: the header's unread count and whether shopping lists are on. Never fails the shell. */
import { AlertsSummary } from '@sulit/contracts/lists';
import type { ApiClient } from '../../../lib/http/client';

export async function getAlertsSummary(api: ApiClient): Promise<AlertsSummary> {
  try {
    return await api.json('/api/alerts/summary', { parse: AlertsSummary });
  } catch (error) {
    console.error('alerts summary unavailable for the header', error);
    return { unread: 0, shopping_list_enabled: false };
  }
}
