/** The shopper's senior citizen / PWD ID (decision 038): read it and the week's allowance; upload a new one. */
import type { MyDiscountId } from '@sulit/contracts/discounts';
import type { ApiClient } from '../../../lib/http/client';

const DISCOUNT_ID_API = '/api/customer/discount-id';

export function getMyDiscountId(api: ApiClient): Promise<MyDiscountId> {
  return api.json(DISCOUNT_ID_API);
}

/** The ID form as multipart (kind, id_number, holder_name, one `photo`): sent from the browser, as uploads are. */
export function uploadDiscountId(api: ApiClient, form: FormData): Promise<MyDiscountId> {
  return api.json(DISCOUNT_ID_API, { method: 'POST', body: form });
}
