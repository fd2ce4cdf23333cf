import { createHash } from 'node:crypto';
import { SOURCE_CODE_HEADER } from '@sulit/contracts/wire-names';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Marks a response cacheable for `seconds` (spec §9 lifetimes). Answers that depend on the shopper's
 * store vary by the source header and the cookie that carries it.
 */
export function cacheFor(reply: FastifyReply, seconds: number, options: { varyBySource?: boolean } = {}): void {
  reply.header('cache-control', `public, max-age=${seconds}`);
  if (options.varyBySource) reply.header('vary', `${SOURCE_CODE_HEADER}, cookie`);
}

/** A customer's own answer (spec §9 lifetime): the browser may keep it, no shared cache may. */
export function privateCacheFor(seconds: number): string {
  return `${PRIVATE_LIFETIME}${seconds}`;
}
const PRIVATE_LIFETIME = 'private, max-age=';

/**
 * Keeps private lifetimes to what they are for: the answer varies with the session cookie (another
 * shopper signing in on the same browser never reads it), and a refusal (401, 404, 4xx) is never kept.
 */
export function registerPrivateLifetimes(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl !== 'string' || !cacheControl.startsWith(PRIVATE_LIFETIME)) return payload;
    if (reply.statusCode === 200) reply.header('vary', 'cookie');
    else reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * Adds a strong ETag to cacheable GET answers and turns a matching If-None-Match into 304, so a client
 * whose copy is still right downloads nothing.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
