import { isDatabaseInputError, isUniqueViolation } from '@sulit/db';
import {
  type ErrorCode,
  type FieldIssue,
  isDomainError,
  shopperFieldMessage,
  shopperValidationMessage,
} from '@sulit/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_BODY } from './content-types';
import { contentSecurityPolicy } from './security-headers';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The single map from error codes to HTTP statuses (DESIGN §3.4). */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(STATUS_BY_CODE).find(([code, s]) => s === status && code !== 'validation_failed');
  return (match?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'internal' : 'bad_request');
}

/**
 * Turns every thrown error into the one error body. Client mistakes keep their message; anything
 * unexpected becomes a generic 500 so that stacks and SQL never reach a client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;
    // A page can fail after its own headers were set (text/html, a .data stream, compressed): the error body
    // is JSON, so those headers must go, or Fastify refuses the body and the cause is lost behind a bare 500.
    for (const name of ['content-type', 'content-encoding', 'content-length']) reply.removeHeader(name);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The message is the shopper's (the field's label and the spec's words); details keep the wire path.
      const issues = error.validation.map((v) => {
        const issue: FieldIssue = {
          ...(v.params as Partial<FieldIssue>),
          code: v.keyword,
          path: v.instancePath.split('/').filter((part) => part !== ''),
          message: v.message ?? '',
        };
        return {
          path: `${error.validationContext ?? 'request'}${v.instancePath.replace(/\//g, '.')}`,
          message: shopperFieldMessage(issue),
          issue,
        };
      });
      return reply.status(400).send({
        code: 'validation_failed',
        message: shopperValidationMessage(issues.map((i) => i.issue)),
        details: issues.map(({ path, message }) => ({ path, message })),
        request_id: requestId,
      });
    }
    if (isDomainError(error)) {
      const status = STATUS_BY_CODE[error.code];
      if (status >= 500 && status !== 503) request.log.error({ err: error }, 'domain error');
      // 429 and 503 say when to come back (spec §7: the client waits and retries)
      const retryAfter = (error.details as { retry_after?: unknown } | undefined)?.retry_after;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply
        .status(status)
        .send({ code: error.code, message: error.message, details: error.details, request_id: requestId });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ code: 'internal', message: 'Internal server error', request_id: requestId });
    }
    // The database refused a value the client sent (PostgreSQL class 22, SQLite too-big): a bad request.
    if (isDatabaseInputError(error)) {
      request.log.warn({ err: error }, 'database refused client input');
      return reply.status(400).send({
        code: 'bad_request',
        message: 'The request contains a value that cannot be stored.',
        request_id: requestId,
      });
    }
    // A write lost a race on a unique key that its feature did not expect (issue 27): a conflict, never a 500.
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error }, 'a unique key refused a concurrent write');
      return reply.status(409).send({
        code: 'conflict',
        message: 'This changed in another request at the same moment. Please try again.',
        request_id: requestId,
      });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit) carry a 4xx.
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 429) {
        return reply.status(429).send({ code: 'rate_limited', message: error.message, request_id: requestId });
      }
      return reply.status(status).send({ code: codeForStatus(status), message: error.message, request_id: requestId });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: 'Internal server error', request_id: requestId });
  });
}

/**
 * Errors the router raises before any hook runs (a malformed URL, a path parameter over the length
 * limit): the same error body as everything else, without echoing the offending URL back, and with the
 * headers every answer carries.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ code: error.code }, 'request refused by the router');
  void reply
    .status(status)
    .header('content-security-policy', contentSecurityPolicy())
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('x-request-id', request.id)
    .send({
      code: 'bad_request',
      message: status === 414 ? 'A part of the address is too long.' : 'The address is not valid.',
      request_id: request.id,
    });
}

/** Paths owned by the API: an unknown one answers JSON 404; anything else is a page. */
const API_PREFIXES = ['/api/', '/rest/', '/nms/', '/gateway/', '/docs', '/media/', '/healthz', '/livez', '/readyz'];

/**
 * Unknown API paths answer the JSON error body. Every other path is a page: a catch-all route hands it to
 * the page renderer (which renders its own not-found page). A real route rather than the not-found
 * handler, so route-level plugins such as compression apply to pages too.
 */
export function registerNotFound(
  app: FastifyInstance,
  renderPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | null,
): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      code: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      request_id: request.id,
    });
  app.setNotFoundHandler(notFound);
  if (!renderPage) return;
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    schema: { hide: true },
    // page forms post urlencoded bodies; JSON or text/plain to a page is a 415, not a 500 in the action
    config: { accepts: FORM_BODY },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return notFound(request, reply);
      return renderPage(request, reply);
    },
  });
}
