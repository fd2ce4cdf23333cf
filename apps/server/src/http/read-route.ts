import { DomainError } from '@sulit/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { cacheFor } from './caching';
import { errorResponses } from './error-responses';
import { routeRegistrar } from './route';

const itemsAnswers = new WeakMap<readonly unknown[], { items: unknown[] }>();

/**
 * `{ items }` around a list. Around a frozen (cached) list it is one frozen answer for as long as the list lives,
 * so the serializer writes it once rather than per request (http/answer-encoding.ts).
 */
export function itemsAnswer<T>(items: T[]): { items: T[] } {
  if (!Object.isFrozen(items)) return { items };
  let answer = itemsAnswers.get(items) as { items: T[] } | undefined;
  if (!answer) itemsAnswers.set(items, (answer = Object.freeze({ items })));
  return answer;
}

/** The same call under /rest/V1 and /rest/{store}/V1 (spec §7 legacy family). */
export function legacyPaths(path: string): string[] {
  return [`/rest/V1/${path}`, `/rest/:store/V1/${path}`];
}

export interface ReadRouteDefinition<P extends z.ZodObject, Q extends z.ZodType, R extends z.ZodType> {
  /** one path, or the same read under several paths */
  url: string | readonly string[];
  tags: string[];
  summary: string;
  description?: string;
  /** path params besides `store`, which a /rest/{store}/V1 URL always takes */
  params?: P;
  querystring?: Q;
  response: R;
  /** spec §9 lifetime in seconds; varyBySource when the answer depends on the shopper's store */
  cache: { seconds: number; varyBySource?: boolean | ((query: z.infer<Q>) => boolean) };
  /** the 404 message when the handler answers undefined */
  notFound?: string;
}

/**
 * A cacheable GET through the route registrar: validate (params and query by their schemas), call the service,
 * answer its result with the spec's cache lifetime, or 404 with `notFound` when the service found nothing. Most
 * catalogue, content and directory reads are exactly this, so each route is its schema and one call.
 */
export function readRoute<P extends z.ZodObject, Q extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  def: ReadRouteDefinition<P, Q, R>,
  handler: (input: {
    params: z.infer<P>;
    query: z.infer<Q>;
    request: FastifyRequest;
  }) => Promise<z.infer<R> | undefined | null>,
): void {
  routeRegistrar(app, def.tags)<P['shape'], Q>(
    {
      method: 'GET',
      url: def.url,
      summary: def.summary,
      ...(def.description ? { description: def.description } : {}),
      ...(def.params ? { params: def.params.shape } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      response: def.response,
      errors: errorResponses(400, 404),
    },
    async ({ params, query, request, reply }) => {
      const result = await handler({ params: params as z.infer<P>, query, request });
      if (result === undefined || result === null) throw new DomainError('not_found', def.notFound ?? 'Not found');
      const vary = def.cache.varyBySource;
      cacheFor(reply, def.cache.seconds, { varyBySource: typeof vary === 'function' ? vary(query) : (vary ?? false) });
      return result;
    },
  );
}
