import type { ContactThreadResponse } from '@sulit/contracts/seller-chat';
import type { ApiClient } from '../../../lib/http/client';

/** The contact-seller page's read: the order's shop and its thread so far (the caller's own order only). */
export function getContactThread(
  api: ApiClient,
  orderNumber: string,
  sellerId: string,
): Promise<ContactThreadResponse> {
  const query = new URLSearchParams({ orderNumber, sellerId });
  return api.json(`/api/seller-chat/contact?${query}`);
}
