import { randomInt } from 'node:crypto';
import type { FaqArticle, FaqListResponse } from '@sulit/contracts/help';
import type { HelpRepository, NewEnquiryAttachment } from '@sulit/db';
import {
  caseReference,
  DomainError,
  ENQUIRY_LIMITS,
  ENQUIRY_UPLOAD_RULES,
  enquiryFieldProblems,
  ENQUIRY_TOPICS,
  FAQ_ARTICLE_TYPES,
  faqSearchWords,
  faqTypeLabel,
  HELP_MESSAGES,
  normaliseEmail,
  normalisePhone,
  type EnquiryFields,
  escapeHtml,
  type FaqEntry,
} from '@sulit/domain';
import type { AbusePorts } from '../../http/abuse-ports';
import { cleanUploads, judgeUploads, type UploadPolicy } from '../../uploads/clean-upload';
import type { UploadedFile } from '../../uploads/multipart-form';

export interface HelpServiceDeps {
  help: HelpRepository;
  abuse: AbusePorts;
  clock: () => Date;
  publicUrl: string;
}

export type EnquiryFile = UploadedFile;

/** Enquiries take photos and PDFs through the store's upload pipeline. */
const ENQUIRY_UPLOADS: UploadPolicy = {
  ...ENQUIRY_UPLOAD_RULES,
  typeMessage: HELP_MESSAGES.attachmentType,
  sizeMessage: HELP_MESSAGES.attachmentSize,
};

/** Enquiries per address and per e-mail in a window (decided; the ALTCHA already costs each one work). */
export function enquiryRules(ip: string, email: string) {
  const window = 10 * 60 * 1000;
  return [
    { key: `enquiry:ip:${ip}`, limit: 5, windowMs: window },
    { key: `enquiry:email:${email}`, limit: 3, windowMs: window },
  ];
}

function articleOf(entry: FaqEntry): FaqArticle {
  return {
    slug: entry.slug,
    article_type: entry.article_type,
    article_type_label: faqTypeLabel(entry.article_type),
    question: entry.question,
    answer: entry.answer,
    url: `/help-center/faq/${entry.slug}`,
  };
}

export function createHelpService(deps: HelpServiceDeps) {
  const { help, abuse, clock } = deps;

  return {
    /** FAQs by type and/or search words, with every type's count for the type tabs. */
    async faqs(articleType: string | undefined, query: string | undefined): Promise<FaqListResponse> {
      const words = query ? faqSearchWords(query) : [];
      const entries = await help.faqs({ words });
      const counts = new Map<string, number>();
      for (const entry of entries) counts.set(entry.article_type, (counts.get(entry.article_type) ?? 0) + 1);
      return {
        article_types: FAQ_ARTICLE_TYPES.map((t) => ({ type: t.type, label: t.label, count: counts.get(t.type) ?? 0 })),
        items: entries.filter((e) => !articleType || e.article_type === articleType).map(articleOf),
      };
    },

    async faq(slug: string): Promise<FaqArticle | undefined> {
      const row = await help.faq(slug);
      return row && articleOf(row);
    },

    /**
     * One enquiry: fields, attachments (type by magic bytes, size), the rate limit, the ALTCHA and the upload
     * pipeline (photos re-encoded, active PDFs refused) are all passed before anything is stored; then the case and its files in one transaction, then the
     * acknowledgement e-mail. A failed e-mail does not lose the case (it is stored; staff see it).
     */
    async sendEnquiry(
      fields: EnquiryFields & { altcha: string },
      files: readonly EnquiryFile[],
      context: { ip: string; customerId: number | null },
    ) {
      const problems = enquiryFieldProblems(fields);
      const bad = Object.entries(problems).filter(([, p]) => p !== null) as [string, string][];
      if (bad.length) {
        throw new DomainError('validation_failed', bad[0]![1], { fields: Object.fromEntries(bad) });
      }
      if (files.length > ENQUIRY_LIMITS.maxFiles)
        throw new DomainError('validation_failed', HELP_MESSAGES.attachmentCount);
      judgeUploads(files, ENQUIRY_UPLOADS);
      const email = normaliseEmail(fields.email);
      const attempt = await abuse.attempt(enquiryRules(context.ip, email));
      const waits = attempt.waits.filter((w): w is number => w !== null);
      if (waits.length) {
        throw new DomainError('rate_limited', HELP_MESSAGES.tooManyEnquiries, { retry_after: Math.max(...waits) });
      }
      if (!(await abuse.verifyCaptcha(fields.altcha))) throw new DomainError('forbidden', HELP_MESSAGES.captchaFailed);

      // Decoding and re-encoding costs CPU: only for a sender who passed the limit and the ALTCHA.
      const attachments: NewEnquiryAttachment[] = (await cleanUploads(files, ENQUIRY_UPLOADS)).map((file) => ({
        file_name: file.fileName,
        media_type: file.mediaType,
        byte_size: file.bytes.length,
        content: file.bytes,
        storage_key: file.storageKey,
      }));
      const now = clock();
      const orderNumber = fields.order_number.trim();
      const topic = ENQUIRY_TOPICS.find((t) => t.value === fields.topic)?.label ?? fields.topic;
      const helpUrl = `${deps.publicUrl}/help-center`;
      const intro = `Hello ${fields.name.trim()}, thank you for contacting Sulit Club. We received your enquiry about "${topic}" and will reply by e-mail.`;
      const refLineOf = (reference: string) =>
        `Your reference number is ${reference}. Please quote it if you contact us again.`;
      let reference = '';
      for (let tries = 0; tries < 5 && !reference; tries += 1) {
        const candidate = caseReference(now, randomInt(1_000_000));
        const refLine = refLineOf(candidate);
        // the acknowledgement is written with the case, in its transaction (issue 27 item 1)
        const stored = await help.createCase(
          {
            reference: candidate,
            name: fields.name.trim(),
            email,
            phone: normalisePhone(fields.phone)!,
            order_number: orderNumber || null,
            topic: fields.topic,
            message: fields.message.trim(),
            customer_id: context.customerId,
            created_at: now.toISOString(),
          },
          attachments,
          {
            to: email,
            subject: `We received your enquiry (${candidate})`,
            text: `${intro}\n\n${refLine}\n\nMany answers are already in our Help Center: ${helpUrl}\n`,
            html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(refLine)}</p><p>Many answers are already in our <a href="${escapeHtml(helpUrl)}">Help Center</a>.</p>`,
            link: null,
          },
        );
        if (stored) reference = candidate;
      }
      if (!reference) throw new Error('no free case reference after 5 draws');
      const refLine = refLineOf(reference);
      return { success: true as const, reference, message: refLine };
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
