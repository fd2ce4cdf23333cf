import { ENQUIRY_LIMITS, FAQ_ARTICLE_TYPES } from '@sulit/domain';
import { z } from 'zod';
import { text } from './common';

/* ───────────────────────── Help centre (issue 14) ───────────────────────── */

const ARTICLE_TYPES = FAQ_ARTICLE_TYPES.map((t) => t.type) as [string, ...string[]];

/** helpdesk/get-faqs ?article_type (spec §7), plus ?q to search question and answer. */
export const FaqQuery = z
  .object({
    article_type: z.enum(ARTICLE_TYPES).optional(),
    q: text().max(100).optional(),
  })
  .strict();

export const FaqArticle = z.object({
  slug: text(),
  article_type: text(),
  article_type_label: text(),
  question: text(),
  /** paragraphs */
  answer: z.array(text()),
  /** the article's own page: /help-center/faq/{slug} */
  url: text(),
});
export type FaqArticle = z.infer<typeof FaqArticle>;

export const FaqListResponse = z.object({
  article_types: z.array(z.object({ type: text(), label: text(), count: z.number().int() })),
  items: z.array(FaqArticle),
});
export type FaqListResponse = z.infer<typeof FaqListResponse>;

export const FaqSlugParams = z
  .object({
    slug: text()
      .max(120)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug'),
  })
  .strict();

/** web2case/send-enquiry answer: the case's reference number. */
export const EnquiryResponse = z.object({
  success: z.literal(true),
  reference: text(),
  message: text(),
});
export type EnquiryResponse = z.infer<typeof EnquiryResponse>;

/** The enquiry form's text fields (multipart); files come as `attachments` parts. */
export const EnquiryFieldsSchema = z
  .object({
    name: text().max(ENQUIRY_LIMITS.nameMax * 2),
    email: text().max(254),
    phone: text().max(20),
    order_number: text()
      .max(ENQUIRY_LIMITS.orderNumberMax * 2)
      .default(''),
    topic: text().max(40),
    message: text().max(ENQUIRY_LIMITS.messageMax * 2),
    /** the ALTCHA payload */
    altcha: text().max(4000),
  })
  .strict();
export type EnquiryFieldsSchema = z.infer<typeof EnquiryFieldsSchema>;
