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

/** Largest attachment, in megabytes. */
const ATTACHMENT_MAX_MB = 5;

/** Spec §8, word for word: what the FAQ (enquiry) form shows when sending fails for any reason but the form's own. */
export const FAQ_FORM_ERROR = 'We encountered an error, please try again later.';

export const HELP_MESSAGES = {
  faqFormError: FAQ_FORM_ERROR,
  /** decided: the attachment is not an image or PDF (judged by its bytes, not its name) */
  attachmentType: 'Attach images (JPG, PNG, GIF, WebP) or PDF files only.',
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

export type AttachmentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * The file's real type from its first bytes (the name and the browser's content type are not trusted):
 * JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, GIF "GIF87a"/"GIF89a", WebP "RIFF"…"WEBP", PDF "%PDF-".
 */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** The problem with one attachment, or null when it may be kept. */
export function attachmentProblem(bytes: Uint8Array): string | null {
  if (bytes.length > ENQUIRY_LIMITS.maxFileBytes) return HELP_MESSAGES.attachmentSize;
  return sniffAttachmentType(bytes) ? null : HELP_MESSAGES.attachmentType;
}

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
