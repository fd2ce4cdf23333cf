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
