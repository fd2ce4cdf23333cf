import type { Generated } from 'kysely';

/**
 * The help centre tables (issue 14, migration 0011-help): FAQ articles and enquiry cases with their
 * attachments. Times are ISO-8601 UTC.
 */
export interface FaqArticleTable {
  id: Generated<number>;
  slug: string;
  /** delivery | pickup | payment | membership | returns | vouchers | rebates | account */
  article_type: string;
  question: string;
  /** JSON text: a list of paragraphs */
  answer: string;
  /** question, answer and keywords in lower case, for search */
  search_text: string;
  /** migration 0035: extra search words the console edits ('' on rows older than it) */
  keywords: Generated<string>;
  sort_order: number;
  status: number;
  updated_at: string;
}

export interface EnquiryCaseTable {
  id: Generated<number>;
  reference: string;
  name: string;
  email: string;
  phone: string;
  order_number: string | null;
  topic: string;
  message: string;
  customer_id: number | null;
  /** new | assigned | answered | closed (the domain's ENQUIRY_CASE_TRANSITIONS) */
  status: Generated<string>;
  created_at: string;
  /** migration 0035: the staff member who took the case, and when it last moved */
  assigned_to: number | null;
  updated_at: string | null;
}

/** What staff answered a case (migration 0035); the shopper got it by e-mail through the outbox. */
export interface EnquiryReplyTable {
  id: Generated<number>;
  case_id: number;
  staff_id: number;
  staff_name: string;
  body: string;
  created_at: string;
}

export interface EnquiryAttachmentTable {
  id: Generated<number>;
  case_id: number;
  file_name: string;
  media_type: string;
  byte_size: number;
  content: Uint8Array;
  /** 128 random bits, base64url (migration 0022): how a file is found; never its id or its name */
  storage_key: string;
}
