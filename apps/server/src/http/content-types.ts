import { DomainError } from '@sulit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** media types this route's body may have; default JSON (pages: urlencoded forms) */
    accepts?: readonly string[];
  }
}

export const JSON_BODY = ['application/json'] as const;
export const FORM_BODY = ['application/x-www-form-urlencoded'] as const;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * A body must be of a type its route reads (DESIGN §3.3): API routes read JSON, page forms read
 * urlencoded. Anything else — text/plain, JSON posted to a page form, a body without a type — is refused
 * with 415 before it is parsed, instead of reaching a handler that would trip over it.
 */
export function registerContentTypePolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const accepts = request.routeOptions.config?.accepts ?? JSON_BODY;
    // An API write may come without a body (log out); a page form post never does.
    if (!hasBody(request) && accepts !== FORM_BODY) return;
    const type = mediaType(request);
    if (!accepts.includes(type)) {
      throw new DomainError(
        'unsupported_media_type',
        `Unsupported content type ${JSON.stringify(type || 'none')}: send ${accepts.join(' or ')}.`,
      );
    }
  });
}
