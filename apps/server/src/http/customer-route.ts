import { ErrorResponse } from '@sulit/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { JSON_BODY } from './content-types';
import type { CustomerAuth, CustomerSession } from './customer-auth';
import { SIGNED_IN, SIGNED_IN_OR_GUEST } from './openapi';
import { legacyPaths } from './read-route';
import { type RouteInput, routeRegistrar } from './route';

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

export type CustomerRouteInput<P extends z.ZodRawShape, Q extends z.ZodType, B extends z.ZodType> = RouteInput<P, Q, B>;

/**
 * A customer's own, uncached call: params, query and body validated by their schemas (JSON bodies only), the
 * session resolved (with its CSRF checks), `private, no-store`, and one call. The legacy family answers under
 * /rest/V1 and /rest/{store}/V1 alike.
 */
export function customerRoutes(app: FastifyInstance, auth: CustomerAuth, tags: string[]) {
  const route = routeRegistrar(app, tags, auth);
  return function customerRoute<
    P extends z.ZodRawShape = Record<never, never>,
    Q extends z.ZodType = z.ZodUnknown,
    B extends z.ZodType = z.ZodUnknown,
  >(def: CustomerRouteDefinition<P, Q, B>, handler: (input: CustomerRouteInput<P, Q, B>) => Promise<unknown>): void {
    const { path, legacy, guest, ...schema } = def;
    route<P, Q, B>(
      {
        ...schema,
        url: legacy ? legacyPaths(path) : path,
        // every customer route lists its params, so a path without any still refuses stray ones
        params: (def.params ?? {}) as P,
        errors: Errors,
        access: guest ? 'guest' : 'customer',
        cacheControl: 'private, no-store',
        security: guest ? SIGNED_IN_OR_GUEST : SIGNED_IN,
        config: { accepts: JSON_BODY },
      },
      handler,
    );
  };
}

/** The signed-in customer of a route that is not open to guests. */
export function customerOf(session: CustomerSession | null) {
  if (!session) throw new Error('customerOf on a guest route');
  return session.customer;
}
