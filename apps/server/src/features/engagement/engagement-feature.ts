import type { Agent } from 'node:https';
import { createPushRepository, createRaffleRepository, createSurveyRepository, type Database } from '@sulit/db';
import type { VapidKeys } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { createPushDelivery } from './deliver-pushes';
import { createRaffle } from './create-raffle';
import { drawRaffle, verifyRaffleDraw } from './draw-raffle';
import type { EngagementDeps } from './engagement-deps';
import { registerEngagementRoutes } from './engagement-routes';
import { exportRaffleEntries } from './export-raffle-entries';
import { setRaffleTerms } from './set-raffle-terms';
import { switchRaffleOff, switchRaffleOn } from './switch-raffle';
import { readVapidKeys } from './vapid-keys';
import { webPushSender } from './web-push-sender';

/** How often the push outbox is emptied: an alert reaches the browser within about this long. */
export const PUSH_DELIVERY_EVERY_MS = 15_000;

export interface EngagementFeatureOptions {
  database: Database;
  auth: CustomerAuth;
  clock: () => Date;
  /** SESSION_SECRET: the VAPID private key is sealed with it at rest */
  secret: string;
  /** the operator console's answer: does the customer hold a staff role (`ops.staff.grantsOf`) */
  isStaff: (customerId: number) => Promise<boolean>;
  /** tests reach a local fake push service over TLS with their own agent */
  pushAgent?: Agent;
}

/**
 * The survey, the raffle and web push (issue 31, decision 030): one folder, one file per use-case. Hands back
 * the operator's raffle use-cases (raffle CLI, tests) and the push delivery job for the scheduler.
 */
export function registerEngagementFeature(app: FastifyInstance, options: EngagementFeatureOptions) {
  const { database, auth, clock, isStaff } = options;
  const deps: EngagementDeps = {
    surveys: createSurveyRepository(database.db),
    raffles: createRaffleRepository(database.db),
    pushes: createPushRepository(database.db),
    clock,
    isStaff,
  };
  // The key pair lives in the database, its private key sealed (every instance signs with it); read once, then kept.
  let keys: Promise<VapidKeys> | null = null;
  const vapidKeys = () => {
    keys ??= readVapidKeys(deps, options.secret).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  // made at the first start, before the first browser asks for the public key; a database that does not answer
  // yet must not stop the instance booting (readiness says so), so the keys are then made on first use
  app.addHook('onReady', async () => {
    await vapidKeys().catch((error: unknown) =>
      app.log.warn({ err: error }, 'web push: the key pair is not readable yet; it is read again on first use'),
    );
  });
  registerEngagementRoutes(app, { ...deps, auth, vapidPublicKey: async () => (await vapidKeys()).publicKey });
  return {
    raffles: {
      create: createRaffle.bind(null, deps),
      setTerms: setRaffleTerms.bind(null, deps),
      switchOn: switchRaffleOn.bind(null, deps),
      switchOff: switchRaffleOff.bind(null, deps),
      draw: drawRaffle.bind(null, deps),
      verify: verifyRaffleDraw.bind(null, deps),
      exportEntries: exportRaffleEntries.bind(null, deps),
      byId: (id: number) => deps.raffles.byId(id),
    },
    deliverPushes: createPushDelivery({
      ...deps,
      sender: async () => webPushSender(await vapidKeys(), options.pushAgent),
      log: app.log,
    }),
    vapidKeys,
  };
}

export type EngagementHandles = ReturnType<typeof registerEngagementFeature>;
