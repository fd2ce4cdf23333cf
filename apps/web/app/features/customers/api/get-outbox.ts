/** GET /api/dev/outbox: the e-mails the store would have sent (development and test only; 404 in production). */
import { OutboxResponse } from '@sulit/contracts/customers';
import type { ApiClient } from '../../../lib/http/client';

export function getOutbox(api: ApiClient): Promise<OutboxResponse> {
  return api.json('/api/dev/outbox', { parse: OutboxResponse });
}
