import {
  ChatAssistantPayload,
  PurchaseAnalyticsQuery,
  PurchaseAnalyticsResponse,
  SplashAdListQuery,
  SplashAdListResponse,
} from '@sulit/contracts/nudges';
import { createNudgesRepository, type Database } from '@sulit/db';
import { chatAssistantPayload, DomainError } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AbusePorts } from '../../http/abuse-ports';
import type { CustomerAuth } from '../../http/customer-auth';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths, readRoute } from '../../http/read-route';
import { routeRegistrar } from '../../http/route';
import { listSplashAds } from './list-splash-ads';
import { recordAddToCart } from './record-add-to-cart';

/**
 * Decided: splash ads are the same for every shopper, so browsers and proxies may keep a location's list for a
 * minute; an ad the operator ends is gone within that minute.
 */
const SPLASH_LIST_SECONDS = 60;
const NoQuery = z.object({}).strict();
/** Adds per address per minute: a shopper filling a cart fast adds a few dozen; a script gets no further. */
const ANALYTICS_LIMIT = { limit: 120, windowMs: 60_000 };

export interface NudgesPorts {
  database: Database;
  auth: CustomerAuth;
  clock: () => Date;
  abuse: Pick<AbusePorts, 'attempt'>;
}

/** Splash ads, the chat-assistant payload and purchase analytics (issue 31). */
export function registerNudgesFeature(app: FastifyInstance, ports: NudgesPorts) {
  const tags = ['nudges'];
  const nudges = createNudgesRepository(ports.database.db);
  const route = routeRegistrar(app, tags, ports.auth);

  readRoute(
    app,
    {
      url: legacyPaths('sulit/splash-ad/list'),
      tags,
      summary:
        'Spec §7 splash-ad list: the splash ads (and app promotions) of a location whose schedule is open now, newest first',
      querystring: SplashAdListQuery,
      response: SplashAdListResponse,
      cache: { seconds: SPLASH_LIST_SECONDS },
    },
    async ({ query }) => listSplashAds(nudges, query.location, ports.clock()),
  );

  route(
    {
      method: 'GET',
      url: '/api/chat-assistant/payload',
      summary:
        'Spec §3 chat-assistant payload {login, userEmail, name}: the signed-in customer’s, or a guest’s (empty)',
      querystring: NoQuery,
      response: ChatAssistantPayload,
      access: 'guest',
      cacheControl: 'private, no-store',
      errors: errorResponses(400),
    },
    async ({ session }) => chatAssistantPayload(session ? session.customer : null),
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('sulit/purchase-analytics'),
      summary:
        'Spec §7 purchase-analytics: count one add to the cart by product and page type (spec §9); nothing about the shopper is kept',
      querystring: PurchaseAnalyticsQuery,
      response: PurchaseAnalyticsResponse,
      cacheControl: 'no-store',
      errors: errorResponses(400, 429),
    },
    async ({ request, query }) => {
      const { waits } = await ports.abuse.attempt([{ key: `analytics:ip:${request.ip}`, ...ANALYTICS_LIMIT }]);
      const wait = waits[0];
      if (wait !== null && wait !== undefined) {
        throw new DomainError('rate_limited', 'Too many requests. Please wait a moment.', { retry_after: wait });
      }
      return recordAddToCart(nudges, query, ports.clock());
    },
  );

  return { repository: nudges };
}

export type NudgesHandles = ReturnType<typeof registerNudgesFeature>;
