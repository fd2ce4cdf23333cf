import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@sulit/contracts/wire-names';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy, newCspNonce } from '../http/security-headers';
import type { PageStore, StoredPage } from './page-store';
import { deflateParts, splicedGzip } from './spliced-gzip';

/** Longest path and query the cache keys; longer addresses are rendered, not stored. */
const MAX_PATH_LENGTH = 512;
const MAX_QUERY_LENGTH = 512;
const MAX_QUERY_PARAMS = 16;

/** Headers a stored page never keeps: they belong to one answer. */
const PER_ANSWER_HEADERS = new Set(['set-cookie', 'content-security-policy', 'content-length', 'date', 'x-request-id']);

/**
 * Which guest page this request asks for, as the cache keys it, or null when the page is not served from the
 * cache (decision 016): GET/HEAD documents only (not React Router's `.data` requests); no session cookie and no
 * Authorization (a signed-in page is personal);
 * path and query within bounds and free of control characters. The key is the store source (prices and stock
 * are per source), the path and the query with its parameters in a stable order. Whether the path is a
 * catalogue page is asked only before a render (a key that is not one is never stored).
 */
function guestPageKey(request: FastifyRequest, source: string | null): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.authorization !== undefined) return null;
  const cookies = request.cookies;
  if (cookies?.[SESSION_COOKIE] !== undefined || cookies?.[SECURE_SESSION_COOKIE] !== undefined) return null;
  const url = request.url;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  if (path.length > MAX_PATH_LENGTH || query.length > MAX_QUERY_LENGTH) return null;
  // React Router's data requests (client navigations, revalidation after a form post) answer for this shopper
  if (path.endsWith('.data')) return null;
  // %00-%1F and raw control characters: no catalogue page has them, and they have no business in a key
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f]|%[01][0-9a-f]|%7f/i.test(url)) return null;
  let normalised = '';
  if (query) {
    const params = new URLSearchParams(query);
    if ([...params.keys()].length > MAX_QUERY_PARAMS) return null;
    params.sort();
    normalised = params.toString();
  }
  return `${source ?? ''}|${path}?${normalised}`;
}

function pathOf(key: string): string {
  return key.slice(key.indexOf('|') + 1, key.lastIndexOf('?'));
}

/** A page rendered once for every guest at a source, its body still text. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  /** every Set-Cookie the render asked for (a page that sets one is never stored) */
  setCookies: string[];
  body: string;
  /** the nonce the render's scripts carry */
  nonce: string;
}

/** Only a plain 200 HTML page without cookies is the same for every guest. */
function storable(page: RenderedPage): StoredPage | null {
  if (page.status !== 200 || page.setCookies.length > 0) return null;
  const headers = page.headers.filter(([name]) => !PER_ANSWER_HEADERS.has(name));
  const type = headers.find(([name]) => name === 'content-type')?.[1] ?? '';
  if (!type.startsWith('text/html')) return null;
  const cacheControl = headers.find(([name]) => name === 'cache-control')?.[1] ?? '';
  if (/no-store|private/.test(cacheControl)) return null;
  const parts = page.body.split(page.nonce).map((part) => Buffer.from(part));
  return { status: page.status, headers, parts, deflated: deflateParts(parts) };
}

export interface GuestPageCacheOptions {
  store: PageStore;
  /** how long a page is served from the cache; at most the catalogue cache's lifetime */
  lifetimeMs: number;
  isCataloguePath: (path: string) => boolean;
  /** renders the page as any guest at this source sees it (no cart, no location label) */
  render: (request: FastifyRequest, source: string | null) => Promise<RenderedPage>;
  /** sends a rendered page that is not shared (the render set a cookie, or the page is not storable) */
  sendUnshared: (reply: FastifyReply, page: RenderedPage) => Promise<void>;
}

export type PageCacheOutcome = 'hit' | 'miss' | 'pass';

/**
 * The guest page cache in front of the page renderer. A hit costs a store read and joining the body around a
 * fresh nonce; a miss renders once while requests for the same page wait for that one render (no stampede
 * when a hot page expires).
 */
export function createGuestPageCache({
  store,
  lifetimeMs,
  isCataloguePath,
  render,
  sendUnshared,
}: GuestPageCacheOptions) {
  const rendering = new Map<string, Promise<{ page: RenderedPage; stored: StoredPage | null }>>();

  async function renderOnce(key: string, request: FastifyRequest, source: string | null) {
    const pending = rendering.get(key);
    if (pending) return { ...(await pending), shared: true };
    const run = (async () => {
      const page = await render(request, source);
      const stored = storable(page);
      if (stored) await store.set(key, stored, lifetimeMs);
      return { page, stored };
    })();
    rendering.set(key, run);
    try {
      return { ...(await run), shared: false };
    } finally {
      rendering.delete(key);
    }
  }

  return {
    key: guestPageKey,
    /**
     * Serves the guest page for `key` from the cache, rendering it when absent; answers what it did ('pass':
     * nothing, the caller renders the page as it would without a cache).
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      source: string | null,
    ): Promise<PageCacheOutcome> {
      const cached = await store.get(key);
      if (cached) {
        await sendStored(request, reply, cached, 'hit');
        return 'hit';
      }
      // A HEAD render has no body to keep: it is answered as before, and only a GET fills the cache.
      if (request.method === 'HEAD' || !isCataloguePath(pathOf(key))) return 'pass';
      const { page, stored, shared } = await renderOnce(key, request, source);
      if (stored) await sendStored(request, reply, stored, 'miss');
      else if (!shared) await sendUnshared(reply, page);
      else {
        // Another request's render was not shareable (it set a cookie, or failed): this one renders its own.
        await sendUnshared(reply, await render(request, source));
      }
      return 'miss';
    },
    close: () => store.close(),
  };
}

/**
 * Sends a kept page with a fresh nonce. Answers the reply, which resolves once the answer is out: an async
 * handler must not resolve before (with compression on, Fastify would send an empty answer after it).
 */
function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  page: StoredPage,
  outcome: PageCacheOutcome,
): FastifyReply {
  const nonce = newCspNonce();
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', contentSecurityPolicy(nonce));
  reply.header('x-page-cache', outcome);
  // The page is shared on this server, never by the browser or a proxy: each copy carries its own nonce.
  if (!page.headers.some(([name]) => name === 'cache-control')) reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'accept-encoding');
  const joint = Buffer.from(nonce);
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    // Every browser takes gzip; brotli would need compressing per answer (decision 016).
    reply.header('content-encoding', 'gzip');
    if (request.method === 'HEAD') return reply.send();
    return reply.send(splicedGzip(page.parts, page.deflated, joint));
  }
  if (request.method === 'HEAD') return reply.send();
  const pieces: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) pieces.push(joint);
    pieces.push(part);
  });
  return reply.send(Buffer.concat(pieces));
}
