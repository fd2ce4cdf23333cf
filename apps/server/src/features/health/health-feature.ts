import { HealthResponse, LivenessResponse, ReadinessResponse } from '@sulit/contracts/common';
import { createHealthRepository, type Database } from '@sulit/db';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import { routeRegistrar } from '../../http/route';

/** A dependency the instance cannot serve without, and how to ask whether it answers. */
export interface ReadinessCheck {
  name: 'database' | 'redis';
  answers(): Promise<boolean>;
}

/** Whether the instance should get traffic, and if not, why (the 503's message). */
export type Readiness = { ready: true } | { ready: false; message: string };

/** What main.ts holds to take the instance out of the proxy's rotation before it closes. */
export interface HealthHandles {
  /** From now on /readyz answers 503, so the proxy stops sending new requests here. */
  startDraining(): void;
  /** The readiness answer, for the health listener (health-listener.ts) as for the route. */
  readiness(): Promise<Readiness>;
}

/**
 * Health for load balancers and monitors (issue 34): /livez says the process answers (restart it if not),
 * /readyz says it should get traffic (not while draining, nor while the database or Redis is down), and
 * /healthz stays what monitors have read since the start (the database answers).
 */
export function registerHealthFeature(
  app: FastifyInstance,
  ports: { database: Database; version: string; checks: ReadinessCheck[] },
): HealthHandles {
  const health = createHealthRepository(ports.database.db);
  let draining = false;
  const route = routeRegistrar(app, ['health']);
  // Polled every few seconds: only trouble is worth a log line.
  const polled = { cacheControl: 'no-store', logLevel: 'warn' } as const;

  route(
    {
      method: 'GET',
      url: '/healthz',
      summary: 'Liveness and database reachability',
      response: HealthResponse,
      ...polled,
    },
    async () => {
      const ok = await health.ping().catch(() => false);
      if (!ok) throw new DomainError('unavailable', 'Database unreachable');
      return { status: 'ok' as const, database: ports.database.engine, version: ports.version };
    },
  );
  route(
    { method: 'GET', url: '/livez', summary: 'The process answers', response: LivenessResponse, ...polled },
    async () => ({ status: 'ok' as const }),
  );
  route(
    {
      method: 'GET',
      url: '/readyz',
      summary: 'Whether this instance should get traffic',
      response: ReadinessResponse,
      ...polled,
    },
    async () => {
      const answer = await readiness();
      if (!answer.ready) throw new DomainError('unavailable', answer.message);
      return { status: 'ready' as const };
    },
  );
  async function readiness(): Promise<Readiness> {
    if (draining) return { ready: false, message: 'Draining: this instance is shutting down' };
    const results = await Promise.all(ports.checks.map((check) => check.answers().catch(() => false)));
    const down = ports.checks.filter((_, i) => !results[i]).map((check) => check.name);
    if (down.length > 0) return { ready: false, message: `Not ready: ${down.join(' and ')} unreachable` };
    return { ready: true };
  }
  return {
    startDraining: () => {
      draining = true;
    },
    readiness,
  };
}
