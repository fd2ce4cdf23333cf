import { StoreViewCode } from '@sulit/contracts/catalog';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerAuth, CustomerSession } from './customer-auth';

/** Who may call a route: a signed-in customer (401 otherwise), anyone with the session read if sent, or anyone. */
type RouteAccess = 'customer' | 'guest' | 'public';

/** An answer that is not JSON (a sitemap, robots.txt, an image): the handler sends it with its content type. */
export interface MediaAnswer {
  /** the media types it may have, as the OpenAPI document names them */
  media: readonly string[];
}

export interface RouteDefinition<P extends z.ZodRawShape, Q extends z.ZodType, B extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** one URL, or the same call under several (legacyPaths) */
  url: string | readonly string[];
  summary: string;
  description?: string;
  /** path params besides `store`, which a /rest/{store}/V1 URL always takes */
  params?: P;
  querystring?: Q;
  /** request headers the route requires */
  headers?: z.ZodType;
  body?: B;
  /**
   * the JSON answer's schema (checked and written by the serializer), the media of an answer sent as is (a page),
   * or null for a route that answers only by redirect (`redirects`)
   */
  response: z.ZodType | MediaAnswer | null;
  /** the status of the JSON answer (default 200; the handler sets any other itself) */
  status?: 200 | 201 | 204;
  /** the route may answer 303 See Other (the browser goes on to the Location) */
  redirects?: boolean;
  /** kept out of the OpenAPI document (a provider's own pages) */
  hide?: boolean;
  /** the error answers the OpenAPI document lists (default: the registrar's; a provider may have its own shape) */
  errors?: Partial<Record<number, z.ZodType>>;
  /** default public: no session is read before the handler */
  access?: RouteAccess;
  /** the answer's cache-control (the no-store family), set once access is checked; null: the handler's own */
  cacheControl?: string | null;
  /** the OpenAPI security requirement, where the route declares it itself */
  security?: Record<string, string[]>[];
  config?: FastifyContextConfig;
  /** below the app's level for routes polled all day (health checks) */
  logLevel?: LogLevel;
  /** a larger body limit than the server's 1 MiB (file uploads) */
  bodyLimit?: number;
  /** the OpenAPI request media types, where the body is not JSON (multipart forms) */
  consumes?: string[];
}

export interface RouteInput<P extends z.ZodRawShape, Q extends z.ZodType, B extends z.ZodType> {
  request: FastifyRequest<{ Params: z.infer<z.ZodObject<P>>; Querystring: z.infer<Q>; Body: z.infer<B> }>;
  reply: FastifyReply;
  /** null on public routes, and on guest routes without a signed-in customer */
  session: CustomerSession | null;
  params: z.infer<z.ZodObject<P>>;
  query: z.infer<Q>;
  body: z.infer<B>;
}

/** What every route of one registrar shares unless its definition says otherwise. */
export type RouteDefaults = Pick<
  RouteDefinition<z.ZodRawShape, z.ZodType, z.ZodType>,
  'errors' | 'access' | 'cacheControl'
>;

/** The OpenAPI answer of a non-JSON route: a string per media type (Fastify writes the text or bytes as sent). */
function mediaResponse({ media }: MediaAnswer) {
  return { content: Object.fromEntries(media.map((type) => [type, { schema: z.string() }])) };
}

const SEE_OTHER = z.null().describe('See Other: the browser goes on to the page named by the Location header.');

/** The answers a route declares: its JSON answer or the media it sends as is, and a redirect. */
function answersOf(def: RouteDefinition<z.ZodRawShape, z.ZodType, z.ZodType>) {
  const { response } = def;
  return {
    ...(response ? { [def.status ?? 200]: response instanceof z.ZodType ? response : mediaResponse(response) } : {}),
    ...(def.redirects ? { 303: SEE_OTHER } : {}),
  };
}

/**
 * One registrar for the API: each route is its schema (params, query and body validated, answer
 * serialized), who may call it, its cache-control, and one handler. `auth` is needed only by features whose
 * routes read a session.
 */
export function routeRegistrar(
  app: FastifyInstance,
  tags: string[],
  auth?: CustomerAuth,
  defaults: RouteDefaults = {},
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  return function route<
    P extends z.ZodRawShape = Record<never, never>,
    Q extends z.ZodType = z.ZodUnknown,
    B extends z.ZodType = z.ZodUnknown,
  >(def: RouteDefinition<P, Q, B>, handler: (input: RouteInput<P, Q, B>) => Promise<unknown>): void {
    const access = def.access ?? defaults.access ?? 'public';
    const cacheControl = def.cacheControl ?? defaults.cacheControl;
    if (access !== 'public' && !auth) throw new Error(`${def.summary}: a ${access} route needs the customer auth`);
    const urls = typeof def.url === 'string' ? [def.url] : def.url;
    for (const url of urls) {
      const storeParams = url.includes(':store') ? { store: StoreViewCode } : undefined;
      const params = storeParams || def.params ? z.object({ ...storeParams, ...def.params }).strict() : undefined;
      r.route({
        method: def.method,
        url,
        ...(def.config ? { config: def.config } : {}),
        ...(def.logLevel ? { logLevel: def.logLevel } : {}),
        ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
        schema: {
          tags,
          ...(def.hide ? { hide: true } : {}),
          summary: def.summary,
          ...(def.description ? { description: def.description } : {}),
          ...(def.security ? { security: def.security } : {}),
          ...(def.consumes ? { consumes: def.consumes } : {}),
          ...(params ? { params } : {}),
          ...(def.querystring ? { querystring: def.querystring } : {}),
          ...(def.headers ? { headers: def.headers } : {}),
          ...(def.body ? { body: def.body } : {}),
          response: {
            ...answersOf(def as RouteDefinition<z.ZodRawShape, z.ZodType, z.ZodType>),
            ...(def.errors ?? defaults.errors),
          },
        },
        handler: async (request, reply) => {
          const session =
            access === 'customer'
              ? await auth!.require(request)
              : access === 'guest'
                ? await auth!.optional(request)
                : null;
          if (cacheControl) reply.header('cache-control', cacheControl);
          const { store: _store, ...ownParams } = (request.params ?? {}) as Record<string, unknown>;
          const answer = await handler({
            request: request as RouteInput<P, Q, B>['request'],
            reply,
            session,
            params: ownParams as z.infer<z.ZodObject<P>>,
            query: request.query as z.infer<Q>,
            body: request.body as z.infer<B>,
          });
          if (session?.acting) await auth!.answered(request, session, answer);
          return answer;
        },
      });
    }
  };
}
