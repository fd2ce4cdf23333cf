import fastifyMultipart from '@fastify/multipart';
import {
  EnquiryFieldsSchema,
  EnquiryResponse,
  FaqListResponse,
  FaqQuery,
  FaqArticle,
  FaqSlugParams,
} from '@sulit/contracts/help';
import { DomainError, ENQUIRY_LIMITS, HELP_MESSAGES, shopperValidationMessage } from '@sulit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths, readRoute } from '../../http/read-route';
import { routeRegistrar } from '../../http/route';
import type { EnquiryFile, HelpService } from './help-service';

/** FAQs change with content edits; they follow the CMS pages' lifetime (global config, spec §9: 1800 s). */
const FAQ_TTL = 1800;
const MULTIPART = ['multipart/form-data'] as const;
/** Text fields of the enquiry form: seven, each well under 16 KiB. */
const FIELD_LIMITS = { fields: 7, fieldSize: 16 * 1024, parts: 7 + ENQUIRY_LIMITS.maxFiles + 1 };

export interface HelpRouteDeps {
  service: HelpService;
  /** the signed-in customer's id, or null for a guest (checks CSRF for a cookie session) */
  customerId(request: FastifyRequest): Promise<number | null>;
}

/** Reads the multipart form: text fields into an object, `attachments` parts into buffers (size-capped). */
async function readEnquiryForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: EnquiryFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { ...FIELD_LIMITS, files: ENQUIRY_LIMITS.maxFiles, fileSize: ENQUIRY_LIMITS.maxFileBytes },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'attachments') {
          await part.toBuffer().catch(() => undefined);
          throw new DomainError(
            'validation_failed',
            `Unexpected file field ${JSON.stringify(part.fieldname.slice(0, 40))}`,
          );
        }
        const bytes = await part.toBuffer();
        // An empty file input still sends a part with no name and no bytes: nothing was attached.
        if (bytes.length > 0 || part.filename) files.push({ fileName: part.filename, bytes });
      } else if (typeof part.value === 'string') {
        if (Object.hasOwn(fields, part.fieldname))
          throw new DomainError('validation_failed', `Field ${part.fieldname} given twice`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('payload_too_large', HELP_MESSAGES.attachmentSize);
    if (code === 'FST_FILES_LIMIT') throw new DomainError('payload_too_large', HELP_MESSAGES.attachmentCount);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new DomainError('payload_too_large', 'The form has too many fields.');
    throw error;
  }
  const parsed = EnquiryFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new DomainError('validation_failed', shopperValidationMessage(parsed.error.issues));
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
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: ENQUIRY_LIMITS.maxFileBytes, files: ENQUIRY_LIMITS.maxFiles },
    });
    routeRegistrar(scope, tags)(
      {
        method: 'POST',
        url: legacyPaths('sulit/web2case/send-enquiry'),
        summary: 'Send an enquiry (multipart/form-data): stored as a case with a reference, acknowledged by e-mail',
        description:
          'Fields: name, email, phone (+63), order_number (optional), topic, message, altcha (the ALTCHA payload from ' +
          'GET /api/altcha/challenge); files: up to 3 `attachments`, images (JPEG, PNG, GIF, WebP) or PDF, 5 MB each, ' +
          'judged by their bytes. Rate limited per address and e-mail (429 with Retry-After).',
        response: EnquiryResponse,
        errors: errorResponses(400, 403, 413, 415, 429),
        config: { accepts: MULTIPART },
        consumes: [...MULTIPART],
        // Three 5 MiB files and the text fields.
        bodyLimit: ENQUIRY_LIMITS.maxFiles * ENQUIRY_LIMITS.maxFileBytes + 256 * 1024,
      },
      async ({ request, reply }) => {
        const customerId = await deps.customerId(request);
        if (!request.isMultipart())
          throw new DomainError('unsupported_media_type', 'Send the enquiry as multipart/form-data.');
        const { fields, files } = await readEnquiryForm(request);
        const answer = await service.sendEnquiry(fields, files, { ip: request.ip, customerId });
        reply.header('cache-control', 'no-store');
        return answer;
      },
    );
  });
}
