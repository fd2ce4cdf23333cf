import { type CustomerRepository, type SessionRepository, type SupportRepository } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth, SupportSessionsPort } from '../../http/customer-auth';
import { createActingSessions } from './acting-sessions';
import type { SupportContext } from './support-context';
import { registerSupportRoutes } from './support-routes';

export interface SupportFeatureOptions {
  support: SupportRepository;
  customers: Pick<CustomerRepository, 'byId' | 'byEmail'>;
  sessions: Pick<SessionRepository, 'sessionByHash'>;
  clock: () => Date;
}

/**
 * Customer-support mode (issue 32) comes in two steps: the sessions port customer-auth needs before any feature
 * registers routes (`createSupportSessions`), then the routes (`registerSupportFeature`).
 */
export function createSupportSessions(options: SupportFeatureOptions): {
  context: SupportContext;
  port: SupportSessionsPort;
} {
  const context: SupportContext = { ...options };
  return { context, port: createActingSessions(context) };
}

export function registerSupportFeature(app: FastifyInstance, context: SupportContext, auth: CustomerAuth): void {
  registerSupportRoutes(app, context, auth);
}
