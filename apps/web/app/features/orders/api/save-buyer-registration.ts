/** PUT /api/transaction/invoices/buyer: a Business member's registered name and TIN for their invoices. */
import type { BuyerRegistration } from '@sulit/contracts/invoices';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function saveBuyerRegistration(api: ApiClient, body: BuyerRegistration): Promise<ApiResult<BuyerRegistration>> {
  return api.send('/api/transaction/invoices/buyer', { method: 'PUT', body });
}
