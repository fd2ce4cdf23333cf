import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { SOURCE_CODE_HEADER } from '@sulit/contracts/wire-names';
import {
  type AppLoadContext,
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { inProcessAnswerOf, inProcessCallHeaders, openRenderScope } from '../http/in-process-answers';
import { contentSecurityPolicy, type Framing, newCspNonce, NO_FRAMING } from '../http/security-headers';
import { shopperSource } from '../http/shopper-source';
import { createGuestPageCache } from './page-cache';
import type { PageStore } from './page-store';

/** Headers a page request hands on to the API it calls, so the API sees the same shopper. */
const FORWARDED_HEADERS = [
  'cookie',
  'authorization',
  SOURCE_CODE_HEADER,
  'accept-language',
  'user-agent',
  // where a form post came from: the API refuses a cookie write that says neither (decision 006, CSRF)
  'origin',
  'sec-fetch-site',
] as const;

function toHeaders(source: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/**
 * The page request as React Router sees it. Scheme and host come from PUBLIC_URL, never from the Host
 * header: React Router's action origin check compares the browser's Origin with this URL (so forms work
 * behind a TLS proxy), and canonical links, og:url and JSON-LD are built from its origin (so a forged Host
 * is never echoed). The path is appended as text: `new URL('//evil.example', base)` would change the host.
 */
export function toWebRequest(
  request: FastifyRequest,
  publicOrigin: string,
  headers: FastifyRequest['headers'] = request.headers,
): Request {
  const path = request.url.startsWith('/') ? request.url : `/${request.url}`;
  const url = new URL(`${publicOrigin}${path}`);
  const webHeaders = toHeaders(headers);
  // A form posted before the page hydrated, under `Referrer-Policy: no-referrer` (helmet's default), says
  // `Origin: null` even to its own origin; React Router's action check would refuse it as forged. When the
  // browser also says the post is same-origin (Sec-Fetch-Site), it is the store's own; any other `null` stays.
  if (webHeaders.get('origin') === 'null' && webHeaders.get('sec-fetch-site') === 'same-origin') {
    webHeaders.set('origin', publicOrigin);
  }
  const init: RequestInit = { method: request.method, headers: webHeaders };
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined) {
    init.body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  }
  return new Request(url, init);
}

/** What a loader's in-process call answers (the web's load context, apps/web/app/load-context.ts). */
type ApiAnswer = Awaited<ReturnType<AppLoadContext['apiFetch']>>;

/**
 * An in-process answer as the web's client reads it (status, Set-Cookie lines, JSON body): no fetch Response,
 * whose Headers copy, body stream and asynchronous read cost more per call than the call itself (issue 13). The
 * body is the route's checked answer object when it handed one over (http/in-process-answers.ts), else the
 * payload's JSON.
 */
export function apiAnswerOf(result: {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  payload: string;
  raw: { req: unknown };
}): ApiAnswer {
  const status = result.statusCode;
  // an answer object goes with an empty payload; anything written after it (a later error's JSON) wins
  const handedOver = result.payload === '' ? inProcessAnswerOf(result.raw.req) : undefined;
  // Only what the answer needs is kept: no closure holds inject's request and response objects for as long as
  // the page render keeps the answer.
  const { payload } = result;
  const cookies = result.headers['set-cookie'];
  const setCookies = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { getSetCookie: () => setCookies },
    json: async () => (handedOver ? handedOver.body : (JSON.parse(payload) as unknown)),
  };
}

/**
 * A rendered page: React Router's Response (status, headers; the body for anything but a rendered document) and
 * the document as entry.server handed it over through the load context's `takeDocument`, when it rendered one.
 */
interface RenderedPage {
  response: Response;
  document: string | undefined;
}

async function sendWebResponse(reply: FastifyReply, { response, document }: RenderedPage): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (document !== undefined) return reply.send(document);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * Serves the built React Router app from this process. Pages load their data through `apiFetch`, which
 * runs the request through Fastify's `inject`: the same routes, validation and auth as the network API,
 * without a socket (DESIGN §2).
 */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** React Router's request handler, as `createRequestHandler` makes it. */
export type PageHandle = (request: Request, context: AppLoadContext) => Promise<Response>;

/** The guest page cache's settings (decision 016); absent or a lifetime of 0: every page is rendered. */
export interface GuestPageCacheSettings {
  store: PageStore;
  lifetimeMs: number;
}

/**
 * The route ids whose pages are the same for every guest at a store source: home, categories, products and
 * CMS pages (the catch-all), search, promotions, sellers' shops, the help centre's articles, delivery areas.
 * Account, cart, checkout, lists, orders and forms are never among them.
 */
const CATALOGUE_ROUTE_IDS = new Set([
  'routes/home',
  'catalog-path',
  'catalogsearch',
  'search-results',
  'routes/hot-offers',
  'routes/promotion',
  'routes/delivery-areas',
  'routes/online-marketplace',
  'routes/shop',
  'routes/shop-info',
  'routes/shop-category',
  'routes/market-place-directory',
  'routes/help-center',
  'routes/help-center-faq',
]);

/** Whether a path is a catalogue page, by the route React Router would pick for it. */
function cataloguePathsOf(build: Pick<ServerBuild, 'routes'>): (path: string) => boolean {
  const manifest = Object.values(build.routes).filter((route) => route !== undefined);
  const tree = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true as const, path: route.path }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
      );
  const routes = tree(undefined);
  return (path) => {
    const matches = matchRoutes(routes, path);
    const leaf = matches?.[matches.length - 1]?.route.id;
    return leaf !== undefined && CATALOGUE_ROUTE_IDS.has(leaf);
  };
}

export async function registerWebApp(
  app: FastifyInstance,
  buildDir: string,
  publicUrl: string,
  guestPageCache?: GuestPageCacheSettings,
  framingOf?: (path: string) => Framing,
): Promise<PageRenderer | null> {
  const serverEntry = resolve(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  // Hashed build assets never change; everything else in public/ gets a short lifetime. The build wrote a
  // brotli 11 and a gzip file beside each text asset (scripts/precompress.mjs): they are sent as they are, by
  // Accept-Encoding, with `Vary: Accept-Encoding`, so no asset is compressed per request.
  await app.register(fastifyStatic, {
    root: resolve(buildDir, 'client'),
    wildcard: false,
    index: false,
    preCompressed: true,
    // the .br and .gz files are encodings of their asset, not addresses of their own
    allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName),
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  return createPageRenderer(app, {
    handle,
    publicUrl,
    guestPageCache,
    isCataloguePath: cataloguePathsOf(build),
    framingOf,
  });
}

/**
 * The page renderer in front of React Router: a guest's catalogue page comes from the guest page cache
 * (rendered once per lifetime for every guest at the same store source, the cart badge and location chip
 * left to the browser); every other page is rendered for its request.
 */
export function createPageRenderer(
  app: FastifyInstance,
  options: {
    handle: PageHandle;
    publicUrl: string;
    guestPageCache?: GuestPageCacheSettings | undefined;
    isCataloguePath: (path: string) => boolean;
    /** what a page may frame and be framed by (decision 027: only the payment webview frames anything) */
    framingOf?: ((path: string) => Framing) | undefined;
  },
): PageRenderer {
  const { handle } = options;
  const publicOrigin = new URL(options.publicUrl).origin;

  /** Renders one page for `headers` (the request's own, or a guest's at a source). */
  const renderFor = (
    request: FastifyRequest,
    headers: FastifyRequest['headers'],
    extra: Partial<AppLoadContext> = {},
  ): { nonce: string; page: Promise<RenderedPage> } => {
    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    // A page view (GET) is not a form post: the reads its loaders make as POSTs (the spec's totals) are the
    // store's own, same-origin by construction. A form post (POST) passes on what the browser said.
    const view = request.method === 'GET' || request.method === 'HEAD';
    if (view) {
      delete forwarded.origin;
      forwarded['sec-fetch-site'] = 'same-origin';
    }
    // a page view's calls share what they would each look up the same (the session: http/in-process-answers.ts)
    const scope = view ? openRenderScope() : null;
    const apiFetch = async (path: string, init: RequestInit = {}): Promise<ApiAnswer> => {
      const headers: Record<string, string> = { ...forwarded };
      const given = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
      given.forEach((value, name) => (headers[name] = value));
      Object.assign(headers, inProcessCallHeaders(scope?.id));
      const result = await app.inject({
        method: (init.method ?? 'GET') as InjectOptions['method'],
        url: path,
        // The shopper's address, so per-address login throttling sees them and not this process.
        remoteAddress: request.ip,
        headers,
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      return apiAnswerOf(result);
    };
    // A fresh nonce per page: React Router's inline scripts carry it, and only this answer's CSP allows it.
    const cspNonce = newCspNonce();
    let document: string | undefined;
    const takeDocument = (html: string) => (document = html);
    const context: AppLoadContext = { apiFetch, cspNonce, requestId: request.id, takeDocument, ...extra };
    const page = handle(toWebRequest(request, publicOrigin, headers), context)
      .then((response) => ({
        response,
        // only a bodiless answer is the handed-over document's: any other answer (an error React Router made after
        // a render) speaks for itself
        document: response.body === null ? document : undefined,
      }))
      .finally(() => scope?.close());
    return { nonce: cspNonce, page };
  };

  const renderForRequest: PageRenderer = async (request, reply) => {
    const { nonce, page } = renderFor(request, request.headers);
    const path = request.url.split('?', 1)[0] ?? '/';
    reply.header('content-security-policy', contentSecurityPolicy(nonce, options.framingOf?.(path) ?? NO_FRAMING));
    await sendWebResponse(reply, await page);
  };

  const settings = options.guestPageCache;
  if (!settings || settings.lifetimeMs <= 0) return renderForRequest;

  const cache = createGuestPageCache({
    store: settings.store,
    lifetimeMs: settings.lifetimeMs,
    isCataloguePath: options.isCataloguePath,
    async render(request, source) {
      // Any guest at this source: no cookies (no cart, no location label), the source as the API's header.
      const { cookie: _cookie, authorization: _authorization, 'user-agent': _agent, ...headers } = request.headers;
      delete headers[SOURCE_CODE_HEADER];
      if (source) headers[SOURCE_CODE_HEADER] = source;
      const { nonce, page } = renderFor(request, headers, { sharedGuestPage: true });
      const { response, document } = await page;
      return {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
        setCookies: response.headers.getSetCookie(),
        body: document ?? (await response.text()),
        nonce,
      };
    },
    async sendUnshared(reply, page) {
      reply.status(page.status);
      for (const [name, value] of page.headers) reply.header(name, value);
      if (page.setCookies.length) reply.header('set-cookie', page.setCookies);
      reply.header('content-security-policy', contentSecurityPolicy(page.nonce));
      // awaited until the answer is out, as sendWebResponse's is (compression sends it after the handler)
      await reply.send(page.body);
    },
  });
  app.addHook('onClose', async () => cache.close());

  return async (request, reply) => {
    const source = shopperSource(request);
    const key = cache.key(request, source);
    if (key !== null && (await cache.serve(request, reply, key, source)) !== 'pass') return;
    await renderForRequest(request, reply);
  };
}
