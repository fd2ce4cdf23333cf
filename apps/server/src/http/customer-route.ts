import { StoreViewCode } from '@sulit/contracts/catalog';
import { ErrorResponse } from '@sulit/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JSON_BODY } from './content-types';
import type { CustomerAuth, CustomerSession } from './customer-auth';
import { SIGNED_IN, SIGNED_IN_OR_GUEST } from './openapi';
import { legacyPaths } from './read-route';

const Errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  415: ErrorResponse,
  422: ErrorResponse,
  429: ErrorResponse,
};

export interface CustomerRouteDefinition<P extends z.ZodRawShape, Q extends z.ZodType, B extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** a path under /rest/V1 and /rest/{store}/V1 (`legacy`), or one exact URL */
  path: string;
  legacy?: boolean;
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  response: z.ZodType;
  /** open to guests (session may be null); otherwise 401 without a signed-in customer */
  guest?: boolean;
}

export interface CustomerRouteInput<P extends z.ZodRawShape, Q extends z.ZodType, B extends z.ZodType> {
  request: FastifyRequest;
  session: CustomerSession | null;
  params: z.infer<z.ZodObject<P>>;
  query: z.infer<Q>;
  body: z.infer<B>;
}

/**
 * A customer's own, uncached call: params, query and body validated by their schemas (JSON bodies only), the
 * session resolved (with its CSRF checks), `private, no-store`, and one call. The legacy family answers under
 * /rest/V1 and /rest/{store}/V1 alike.
 */
export function customerRoutes(app: FastifyInstance, auth: CustomerAuth, tags: string[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  return function route<
    P extends z.ZodRawShape = Record<never, never>,
    Q extends z.ZodType = z.ZodUnknown,
    B extends z.ZodType = z.ZodUnknown,
  >(def: CustomerRouteDefinition<P, Q, B>, handler: (input: CustomerRouteInput<P, Q, B>) => Promise<unknown>): void {
    const urls = def.legacy ? legacyPaths(def.path) : [def.path];
    for (const url of urls) {
      const storeParams = url.includes(':store') ? { store: StoreViewCode } : {};
      r.route({
        method: def.method,
        url,
        config: { accepts: JSON_BODY },
        schema: {
          tags,
          summary: def.summary,
          security: def.guest ? SIGNED_IN_OR_GUEST : SIGNED_IN,
          params: z.object({ ...storeParams, ...(def.params ?? {}) }).strict(),
          ...(def.querystring ? { querystring: def.querystring } : {}),
          ...(def.body ? { body: def.body } : {}),
          response: { 200: def.response, ...Errors },
        },
        handler: async (request, reply) => {
          const session = def.guest ? await auth.optional(request) : await auth.require(request);
          reply.header('cache-control', 'private, no-store');
          const { store: _store, ...params } = request.params as Record<string, unknown>;
          return handler({
            request,
            session,
            params: params as z.infer<z.ZodObject<P>>,
            query: request.query as z.infer<Q>,
            body: request.body as z.infer<B>,
          });
        },
      });
    }
  };
}

/** The signed-in customer of a route that is not open to guests. */
export function customerOf(session: CustomerSession | null) {
  if (!session) throw new Error('customerOf on a guest route');
  return session.customer;
}
