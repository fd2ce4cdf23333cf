import { HealthResponse } from '@sulit/contracts/common';
import { createHealthRepository, type Database } from '@sulit/db';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import { routeRegistrar } from '../../http/route';

/** Health: liveness and database reachability for load balancers and monitors. */
export function registerHealthFeature(app: FastifyInstance, ports: { database: Database; version: string }): void {
  const health = createHealthRepository(ports.database.db);
  routeRegistrar(app, ['health'])(
    {
      method: 'GET',
      url: '/healthz',
      summary: 'Liveness and database reachability',
      response: HealthResponse,
      cacheControl: 'no-store',
      // polled every few seconds: only trouble is worth a log line
      logLevel: 'warn',
    },
    async () => {
      const ok = await health.ping().catch(() => false);
      if (!ok) throw new DomainError('unavailable', 'Database unreachable');
      return { status: 'ok' as const, database: ports.database.engine, version: ports.version };
    },
  );
}
