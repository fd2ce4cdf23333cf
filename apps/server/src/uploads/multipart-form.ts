import fastifyMultipart from '@fastify/multipart';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The store's one multipart reader (issue 27 item 10; seller chat reuses it, issue 33). Multipart is parsed only
 * inside the scope `multipartScope` opens, so no other route accepts it; every file is read whole into memory
 * under a byte limit (a few megabytes each) and handed to the upload pipeline (`clean-upload.ts`).
 */

export interface MultipartLimits {
  /** the one field name files may use */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** text fields, each at most `maxFieldBytes` */
  maxFields: number;
  maxFieldBytes: number;
  /** what the form says when a file is too large or there are too many (the form's own words) */
  messages: { fileTooLarge: string; tooManyFiles: string };
}

export interface UploadedFile {
  /** as the browser named it: for display only, never a path or a key */
  fileName: string;
  bytes: Buffer;
}

export const MULTIPART = ['multipart/form-data'] as const;

const TOO_MANY_FIELDS = 'The form has too many fields.';

/** The body limit of a route taking this form: every file at its limit and the text fields. */
export function multipartBodyLimit(limits: MultipartLimits): number {
  return limits.maxFiles * limits.maxFileBytes + limits.maxFields * limits.maxFieldBytes + 64 * 1024;
}

/** Registers `routes` in a scope that parses multipart bodies with these limits. */
export function multipartScope(
  app: FastifyInstance,
  limits: MultipartLimits,
  routes: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles } });
    routes(scope);
  });
}

/**
 * Reads the form: text fields into an object (a field given twice is refused), files into buffers (size-capped).
 * A file under another field name, too many parts or an oversized file answer 400/413 with the form's words.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new DomainError('unsupported_media_type', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFields + limits.maxFiles + 1,
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== limits.fileField) {
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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('payload_too_large', limits.messages.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new DomainError('payload_too_large', limits.messages.tooManyFiles);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new DomainError('payload_too_large', TOO_MANY_FIELDS);
    if (error instanceof DomainError) throw error;
    // busboy's own parse errors (a body cut short, a boundary that never comes) are the sender's malformed form
    throw new DomainError('bad_request', 'The form could not be read: send it as multipart/form-data.');
  }
  return { fields, files };
}
