/**
 * Help centre rules (issue 14; spec §1 help center with FAQs and enquiry form, §8 FAQ form fallback):
 * FAQ article types, enquiry topics and limits, the attachment check by magic bytes and the case reference.
 * Pure: the clock and the random digits are passed in.
 */
import {
  emailRule,
  FIELD_LIMITS,
  maxLengthRule,
  nameRule,
  phoneRule,
  requiredRule,
  type FieldResult,
} from '../customers/customer-validation';
import { manilaDate } from '../membership/membership-dates';
import type { UploadRules, UploadType } from '../uploads/upload-rules';

/** Largest attachment, in megabytes. */
const ATTACHMENT_MAX_MB = 5;

/** Spec §8, word for word: what the FAQ (enquiry) form shows when sending fails for any reason but the form's own. */
export const FAQ_FORM_ERROR = 'We encountered an error, please try again later.';

export const HELP_MESSAGES = {
  faqFormError: FAQ_FORM_ERROR,
  /** decided: the attachment is not a photo or PDF (judged by its bytes, not its name; GIF is not taken, issue 27) */
  attachmentType: 'Attach images (JPG, PNG, WebP) or PDF files only.',
  /** decided: an attachment over the size limit */
  attachmentSize: `Each attachment must be ${ATTACHMENT_MAX_MB} MB or smaller.`,
  /** decided: more files than allowed */
  attachmentCount: 'You can attach up to 3 files.',
  /** decided: the enquiry form's rate limit */
  tooManyEnquiries: 'You have sent several enquiries just now. Please wait a few minutes and try again.',
  /** decided: the ALTCHA verification failed or was missing */
  captchaFailed: 'Please complete the verification and try again.',
  /** decided: an unknown topic */
  topic: 'Please choose a topic.',
} as const;

/** Attachments per enquiry, and the size of each. */
export const ENQUIRY_LIMITS = {
  maxFiles: 3,
  maxFileBytes: ATTACHMENT_MAX_MB * 1024 * 1024,
  messageMax: 2000,
  orderNumberMax: 32,
  nameMax: FIELD_LIMITS.name,
} as const;

/** FAQ article types (helpdesk/get-faqs ?article_type), in the order the help centre shows them. */
export const FAQ_ARTICLE_TYPES = [
  { type: 'delivery', label: 'Delivery' },
  { type: 'pickup', label: 'Store pickup' },
  { type: 'payment', label: 'Payment' },
  { type: 'membership', label: 'Membership' },
  { type: 'returns', label: 'Returns and refunds' },
  { type: 'vouchers', label: 'Vouchers' },
  { type: 'rebates', label: 'Rebates' },
  { type: 'account', label: 'Account' },
] as const;
export type FaqArticleType = (typeof FAQ_ARTICLE_TYPES)[number]['type'];

export function faqTypeLabel(type: string): string {
  return FAQ_ARTICLE_TYPES.find((t) => t.type === type)?.label ?? type;
}

/** Enquiry topics on the contact form. */
export const ENQUIRY_TOPICS = [
  { value: 'order', label: 'My order' },
  { value: 'delivery', label: 'Delivery or pickup' },
  { value: 'payment', label: 'Payment or refund' },
  { value: 'membership', label: 'Membership' },
  { value: 'product', label: 'A product' },
  { value: 'marketplace', label: 'A marketplace seller' },
  { value: 'account', label: 'My account' },
  { value: 'other', label: 'Something else' },
] as const;
type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number]['value'];

function isEnquiryTopic(value: string): value is EnquiryTopic {
  return ENQUIRY_TOPICS.some((t) => t.value === value);
}

/** What an enquiry may carry: photos and PDFs, judged by their bytes (the upload pipeline re-encodes the photos). */
export const ENQUIRY_UPLOAD_TYPES: readonly UploadType[] = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/** Enquiry attachments: photos or PDF, 5 MB each (judged by the store's one upload pipeline). */
export const ENQUIRY_UPLOAD_RULES: UploadRules = {
  allowed: ENQUIRY_UPLOAD_TYPES,
  maxBytes: () => ENQUIRY_LIMITS.maxFileBytes,
};

/**
 * A case reference a shopper can read out on the phone: SC- then the Manila date and six random digits,
 * e.g. SC-20261125-048213. `randomDigits` is a number below 1 000 000 from the caller's random source.
 */
export function caseReference(now: Date, randomDigits: number): string {
  const day = manilaDate(now).replace(/-/g, '');
  return `SC-${day}-${String(Math.trunc(randomDigits) % 1_000_000).padStart(6, '0')}`;
}

export const CASE_REFERENCE_PATTERN = /^SC-\d{8}-\d{6}$/;

export interface EnquiryFields {
  name: string;
  email: string;
  phone: string;
  order_number: string;
  topic: string;
  message: string;
}

/** Every field's message (null when valid); the web shows them inline, the server refuses with the first. */
export function enquiryFieldProblems(fields: EnquiryFields): Record<keyof EnquiryFields, FieldResult> {
  const orderNumber = fields.order_number.trim();
  return {
    name: nameRule(fields.name, ENQUIRY_LIMITS.nameMax),
    email: emailRule(fields.email),
    phone: phoneRule(fields.phone),
    order_number:
      maxLengthRule(orderNumber, ENQUIRY_LIMITS.orderNumberMax) ??
      (orderNumber && !/^[A-Za-z0-9-]+$/.test(orderNumber)
        ? 'Please enter the order number as shown on your receipt.'
        : null),
    topic: isEnquiryTopic(fields.topic) ? null : HELP_MESSAGES.topic,
    message: requiredRule(fields.message) ?? maxLengthRule(fields.message.trim(), ENQUIRY_LIMITS.messageMax),
  };
}

/** Search words from a help-centre query: lower-case words of 2+ characters, at most 6. */
export function faqSearchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, 6);
}
