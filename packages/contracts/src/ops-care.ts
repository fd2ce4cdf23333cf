import {
  ENQUIRY_CASE_STATUSES,
  ENQUIRY_REPLY_LIMITS,
  FAQ_ARTICLE_TYPES,
  FAQ_LIMITS,
  SELLER_ORDER_STATUSES,
} from '@sulit/domain';
import { z } from 'zod';
import { IdParam, text } from './common';

/**
 * The operator console's care pages (issue 35, decision 037); who may call each is the policy table (OPS_ROUTES):
 *   GET    /api/ops/cases ?status&before                    → CaseList (newest first, keyset on id)
 *   GET    /api/ops/cases/{reference}                       → CaseDetail
 *   GET    /api/ops/cases/{reference}/attachments/{key}     → the file, as a download
 *   POST   /api/ops/cases/{reference}/assign                → CaseDetail (taken by the caller)
 *   POST   /api/ops/cases/{reference}/reply   ReplyBody     → CaseDetail (the shopper is e-mailed)
 *   POST   /api/ops/cases/{reference}/close                 → CaseDetail
 *   GET    /api/ops/faqs                                    → FaqConsoleList (published and not)
 *   POST   /api/ops/faqs                      FaqBody       → FaqConsoleItem
 *   PATCH  /api/ops/faqs/{id}                 FaqBody       → FaqConsoleItem
 *   POST   /api/ops/faqs/reorder              FaqOrderBody  → FaqConsoleList
 *   POST   /api/ops/orders/{number}/parts/{part}  PartMoveBody → ConsoleOrderDetail (a seller's part, one step)
 */

const CaseReference = text().regex(/^SC-\d{8}-\d{6}$/, 'must be a case reference');
const ArticleType = z.enum(FAQ_ARTICLE_TYPES.map((t) => t.type) as [string, ...string[]]);

export const CaseQuery = z
  .object({
    status: z.enum(ENQUIRY_CASE_STATUSES).optional(),
    before: IdParam.optional(),
  })
  .strict();
export type CaseQuery = z.infer<typeof CaseQuery>;

export const CaseReferencePath = z.object({ reference: CaseReference }).strict();
export const CaseAttachmentPath = z
  .object({
    reference: CaseReference,
    key: text()
      .min(16)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a file key'),
  })
  .strict();

export const CaseListItem = z.object({
  id: z.number().int(),
  reference: text(),
  created_at: text(),
  status: text(),
  status_label: text(),
  topic: text(),
  name: text(),
  email: text(),
  order_number: text().nullable(),
  assigned_name: text().nullable(),
  attachments: z.number().int(),
});
export type CaseListItem = z.infer<typeof CaseListItem>;

export const CaseList = z.object({
  items: z.array(CaseListItem),
  /** the id to pass as ?before for the next page, null on the last */
  next_before: z.number().int().nullable(),
});
export type CaseList = z.infer<typeof CaseList>;

export const CaseDetail = CaseListItem.extend({
  phone: text(),
  message: text(),
  /** whether the caller is the one who took the case */
  assigned_to_me: z.boolean(),
  /** the moves the case's status offers (the domain's case table) */
  actions: z.array(z.enum(['assign', 'reply', 'close'])),
  files: z.array(z.object({ file_name: text(), media_type: text(), byte_size: z.number().int(), url: text() })),
  replies: z.array(z.object({ id: z.number().int(), staff_name: text(), body: text(), created_at: text() })),
});
export type CaseDetail = z.infer<typeof CaseDetail>;

export const ReplyBody = z.object({ body: text().max(ENQUIRY_REPLY_LIMITS.max * 2) }).strict();

export const FaqConsoleItem = z.object({
  id: z.number().int(),
  slug: text(),
  article_type: text(),
  article_type_label: text(),
  question: text(),
  answer: z.array(text()),
  keywords: text(),
  sort_order: z.number().int(),
  published: z.boolean(),
  updated_at: text(),
  /** the help centre's page of the article (shown only while published) */
  url: text(),
});
export type FaqConsoleItem = z.infer<typeof FaqConsoleItem>;

export const FaqConsoleList = z.object({ items: z.array(FaqConsoleItem) });
export type FaqConsoleList = z.infer<typeof FaqConsoleList>;

export const FaqIdPath = z.object({ id: IdParam }).strict();

export const FaqBody = z
  .object({
    article_type: ArticleType,
    question: text().max(FAQ_LIMITS.questionMax * 2),
    answer: z.array(text().max(FAQ_LIMITS.paragraphMax * 2)).max(FAQ_LIMITS.paragraphs * 2),
    keywords: text().max(FAQ_LIMITS.keywordsMax).default(''),
    published: z.boolean().default(true),
  })
  .strict();
export type FaqBody = z.infer<typeof FaqBody>;

export const PartPath = z
  .object({
    number: text().regex(/^\d{9}$/, 'must be an order number'),
    part: text().regex(/^\d{9}-\d{1,3}$/, 'must be a sub-order number'),
  })
  .strict();
export const PartMoveBody = z.object({ to: z.enum(SELLER_ORDER_STATUSES) }).strict();

export const FaqOrderBody = z.object({ article_type: ArticleType, ids: z.array(IdParam).min(1).max(500) }).strict();
