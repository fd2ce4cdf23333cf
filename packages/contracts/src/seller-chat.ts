import { CHAT_LIMITS } from '@sulit/domain';
import { z } from 'zod';
import { text } from './common';

/* ───────────────────────── Seller chat (issue 33) ───────────────────────── */

const OrderNumber = text().regex(/^\d{9}$/, 'must be a 9-digit order number');
const SellerId = text()
  .max(64)
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a seller id');

/**
 * POST /product/sellers/contact-seller (spec §7, multipart): orderNumber, subject, sellerId, body; files come as
 * `files` parts. Spec §5 names the same fields orderId and message: both spellings are read.
 */
export const ContactSellerFields = z
  .object({
    orderNumber: OrderNumber.optional(),
    orderId: OrderNumber.optional(),
    sellerId: SellerId,
    subject: text()
      .max(CHAT_LIMITS.subjectMax * 2)
      .default(''),
    body: text()
      .max(CHAT_LIMITS.messageMax * 2)
      .optional(),
    message: text()
      .max(CHAT_LIMITS.messageMax * 2)
      .optional(),
  })
  .strict()
  .refine((f) => (f.orderNumber ?? f.orderId) !== undefined, {
    message: 'orderNumber is required',
    path: ['orderNumber'],
  });

/** A reply in a thread (multipart): body, and files as `files` parts. */
export const ChatReplyFields = z.object({ body: text().max(CHAT_LIMITS.messageMax * 2) }).strict();

export const ChatMessagesQuery = z
  .object({
    /** the poll's cursor: the last message id the page holds (0 for the first read) */
    after: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  })
  .strict();

export const ContactThreadQuery = z.object({ orderNumber: OrderNumber, sellerId: SellerId }).strict();

/** A file's storage key: 128 random bits, base64url. */
export const ChatFileKey = text()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a file key');

export const ChatFileQuery = z
  .object({
    exp: z.coerce.number().int().min(0).max(99_999_999_999),
    sig: text()
      .max(128)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a signature'),
  })
  .strict();

export const ChatInboxQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

const ChatRole = z.enum(['buyer', 'seller', 'operator']);
const ContactKind = z.enum(['phone', 'email', 'link']);

const ChatAttachment = z.object({
  file_name: text(),
  media_type: text(),
  byte_size: z.number().int(),
  /** a signed link for this viewer, good for a few minutes (answers the file as a download) */
  url: text(),
});

export const ChatMessage = z.object({
  id: z.number().int(),
  author_role: ChatRole,
  /** "You", the shop's name, the buyer's first name or "Sulit Club" for an operator */
  author_label: text(),
  mine: z.boolean(),
  body: text(),
  /** contact details hidden in it (the operators see the flag; everyone reads the masked text) */
  flags: z.array(ContactKind),
  created_at: text(),
  /** DD/MM/YYYY, h:mm AM in Manila */
  created_label: text(),
  attachments: z.array(ChatAttachment),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

const ReplyClockView = z.object({
  since: text(),
  due_at: text(),
  overdue: z.boolean(),
  label: text(),
});

export const ChatThreadSummary = z.object({
  id: z.number().int(),
  order_number: text(),
  seller_id: text(),
  shop_name: text(),
  buyer_name: text(),
  subject: text(),
  /** the viewer's part in it */
  role: ChatRole,
  unread: z.boolean(),
  last_message_label: text(),
  /** shown to the seller and the operators while the buyer waits for a reply */
  reply_clock: ReplyClockView.nullable(),
  /** where the viewer reads it: the contact-seller page for the buyer, the inbox thread page for others */
  path: text(),
});
export type ChatThreadSummary = z.infer<typeof ChatThreadSummary>;

export const ChatThreadView = z.object({
  thread: ChatThreadSummary,
  messages: z.array(ChatMessage),
  /** the cursor for the next poll */
  last_message_id: z.number().int(),
  poll_ms: z.number().int(),
});
export type ChatThreadView = z.infer<typeof ChatThreadView>;

/** The contact-seller page's read: the order's shop and the thread so far (none before the first message). */
export const ContactThreadResponse = z.object({
  order_number: text(),
  seller_id: text(),
  shop_name: text(),
  conversation: ChatThreadView.nullable(),
});
export type ContactThreadResponse = z.infer<typeof ContactThreadResponse>;

export const ChatSendResponse = z.object({
  success: z.literal(true),
  /** spec §8: the e-mail-sent notice */
  message: text(),
  thread_id: z.number().int(),
  /** the contact details hidden in what was sent, if any */
  flags: z.array(ContactKind),
  sent: ChatMessage,
});
export type ChatSendResponse = z.infer<typeof ChatSendResponse>;

export const ChatInboxResponse = z.object({
  items: z.array(ChatThreadSummary),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** whether the viewer answers for a seller or as an operator (the page shows the reply clocks) */
  answers_buyers: z.boolean(),
});
export type ChatInboxResponse = z.infer<typeof ChatInboxResponse>;

/** POST /product/validate-image-url {imageUrl} (spec §7): whether the address is one of the store's own images. */
export const ValidateImageUrlBody = z.object({ imageUrl: text().max(2048) }).strict();
export const ValidateImageUrlResponse = z.object({ valid: z.boolean(), success: z.literal(true) });
