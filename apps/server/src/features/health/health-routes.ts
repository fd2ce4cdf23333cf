import { HealthResponse } from '@sulit/contracts/common';
import type { DatabaseEngine } from '@sulit/db';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { engine: DatabaseEngine; ping: () => Promise<boolean>; version: string },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: HealthResponse } },
    },
    async (_request, reply) => {
      const ok = await deps.ping().catch(() => false);
      if (!ok) throw new DomainError('unavailable', 'Database unreachable');
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: deps.engine, version: deps.version };
    },
  );
}
