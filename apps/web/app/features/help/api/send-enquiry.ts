import type { EnquiryResponse } from '@sulit/contracts/help';
import type { ApiClient } from '../../../lib/http/client';

/** web2case/send-enquiry: the contact form as multipart (text fields and up to 3 attachments). */
export function sendEnquiry(api: ApiClient, form: FormData): Promise<EnquiryResponse> {
  return api.json('/rest/V1/sulit/web2case/send-enquiry', { method: 'POST', body: form });
}
