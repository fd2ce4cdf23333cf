/** GET /api/customer-support/session: who acts for whom and the minutes left (null when not acting). */
import type { ActingState } from '@sulit/contracts/support';
import type { ApiClient } from '../../../lib/http/client';

export function getActing(api: ApiClient): Promise<ActingState> {
  return api.json('/api/customer-support/session');
}
