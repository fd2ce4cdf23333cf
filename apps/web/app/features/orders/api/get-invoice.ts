/** GET /api/transaction/orders/{n}/invoice: the BIR invoice of the caller's own order, a document per seller. */
import type { InvoiceView } from '@sulit/contracts/invoices';
import type { ApiClient } from '../../../lib/http/client';

export function getInvoice(api: ApiClient, orderNumber: string): Promise<InvoiceView> {
  return api.json(`/api/transaction/orders/${encodeURIComponent(orderNumber)}/invoice`);
}
