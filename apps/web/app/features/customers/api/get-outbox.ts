/** GET /api/dev/outbox: the latest e-mails in the outbox (outside production, on a loopback bind only; else 404). */
import { OutboxResponse } from '@sulit/contracts/customers';
import type { ApiClient } from '../../../lib/http/client';

export function getOutbox(api: ApiClient): Promise<OutboxResponse> {
  return api.json('/api/dev/outbox', { parse: OutboxResponse });
}
