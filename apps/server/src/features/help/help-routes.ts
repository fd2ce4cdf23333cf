import {
  EnquiryFieldsSchema,
  EnquiryResponse,
  FaqListResponse,
  FaqQuery,
  FaqArticle,
  FaqSlugParams,
} from '@sulit/contracts/help';
import { DomainError, ENQUIRY_LIMITS, HELP_MESSAGES } from '@sulit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths, readRoute } from '../../http/read-route';
import { routeRegistrar } from '../../http/route';
import {
  MULTIPART,
  type MultipartLimits,
  multipartBodyLimit,
  multipartScope,
  readMultipartForm,
} from '../../uploads/multipart-form';
import type { HelpService } from './help-service';

/** FAQs change with content edits; they follow the CMS pages' lifetime (global config, spec §9: 1800 s). */
const FAQ_TTL = 1800;
/** The enquiry form: seven text fields, each well under 16 KiB, and up to three `attachments` of 5 MB. */
const ENQUIRY_FORM: MultipartLimits = {
  fileField: 'attachments',
  maxFiles: ENQUIRY_LIMITS.maxFiles,
  maxFileBytes: ENQUIRY_LIMITS.maxFileBytes,
  maxFields: 7,
  maxFieldBytes: 16 * 1024,
  messages: { fileTooLarge: HELP_MESSAGES.attachmentSize, tooManyFiles: HELP_MESSAGES.attachmentCount },
};

export interface HelpRouteDeps {
  service: HelpService;
  /** the signed-in customer's id, or null for a guest (checks CSRF for a cookie session) */
  customerId(request: FastifyRequest): Promise<number | null>;
}

/** Reads the enquiry form through the store's multipart reader and checks its text fields. */
async function readEnquiryForm(request: FastifyRequest) {
  const { fields, files } = await readMultipartForm(request, ENQUIRY_FORM);
  const parsed = EnquiryFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError(
      'validation_failed',
      `Invalid body.${issue?.path.join('.') || 'form'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return { fields: parsed.data, files };
}

export function registerHelpRoutes(app: FastifyInstance, deps: HelpRouteDeps): void {
  const { service } = deps;
  const tags = ['help'];

  readRoute(
    app,
    {
      url: legacyPaths('sulit/helpdesk/get-faqs'),
      tags,
      summary: 'Help centre FAQs by article_type (spec §7), searchable with q; each type with its count',
      querystring: FaqQuery,
      response: FaqListResponse,
      cache: { seconds: FAQ_TTL },
    },
    ({ query }) => service.faqs(query.article_type, query.q),
  );

  readRoute(
    app,
    {
      url: '/api/help/faqs/:slug',
      tags,
      summary: 'One FAQ article by its slug (its page is /help-center/faq/{slug})',
      params: FaqSlugParams,
      response: FaqArticle,
      cache: { seconds: FAQ_TTL },
      notFound: 'No such article',
    },
    ({ params }) => service.faq(params.slug),
  );

  // Multipart is parsed only inside this scope: no other route accepts it.
  multipartScope(app, ENQUIRY_FORM, (scope) => {
    routeRegistrar(scope, tags)(
      {
        method: 'POST',
        url: legacyPaths('sulit/web2case/send-enquiry'),
        summary: 'Send an enquiry (multipart/form-data): stored as a case with a reference, acknowledged by e-mail',
        description:
          'Fields: name, email, phone (+63), order_number (optional), topic, message, altcha (the ALTCHA payload from ' +
          'GET /api/altcha/challenge); files: up to 3 `attachments`, photos (JPEG, PNG, WebP) or PDF, 5 MB each, ' +
          'judged by their bytes: photos are re-encoded without metadata (at most 50 megapixels, else 422), PDFs ' +
          'with scripts, actions or embedded files are refused (422). Rate limited per address and e-mail (429).',
        response: EnquiryResponse,
        errors: errorResponses(400, 403, 413, 415, 422, 429),
        config: { accepts: MULTIPART },
        consumes: [...MULTIPART],
        bodyLimit: multipartBodyLimit(ENQUIRY_FORM),
      },
      async ({ request, reply }) => {
        const customerId = await deps.customerId(request);
        const { fields, files } = await readEnquiryForm(request);
        const answer = await service.sendEnquiry(fields, files, { ip: request.ip, customerId });
        reply.header('cache-control', 'no-store');
        return answer;
      },
    );
  });
}
