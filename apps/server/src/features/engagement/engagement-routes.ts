import {
  NpsAnswerBody,
  NpsSurveyOffer,
  NpsSurveyParams,
  RaffleConfigsResponse,
  RaffleEntryAnswer,
  RaffleEntryBody,
  VapidKeyResponse,
} from '@sulit/contracts/engagement';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { customerOf, customerRoutes } from '../../http/customer-route';
import { answerSurvey } from './answer-survey';
import type { EngagementDeps } from './engagement-deps';
import { enterRaffle } from './enter-raffle';
import { offerSurvey } from './offer-survey';
import { raffleConfigs } from './raffle-configs';

const Message = z.object({ message: z.string() });

/**
 * Spec §7: the NPS survey calls, raffle/configs (and joining a raffle) and the web's VAPID key for nms/tokens.
 * The tokens themselves stay the alerts feature's routes.
 */
export function registerEngagementRoutes(
  app: FastifyInstance,
  deps: EngagementDeps & { auth: CustomerAuth; vapidPublicKey: () => Promise<string> },
) {
  const route = customerRoutes(app, deps.auth, ['engagement']);

  route(
    {
      legacy: true,
      method: 'POST',
      path: 'nps-survey/offer',
      summary: 'The survey after a delivery, when this customer is to be asked now (at most once per 90 days)',
      response: NpsSurveyOffer,
    },
    async ({ session }) => offerSurvey(deps, customerOf(session).id, session?.acting !== undefined),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'nps-survey/:surveyId/answer',
      summary: "Answer my survey once: a score from 0 to 10 and an optional reason ('Thank you for your feedback!')",
      params: NpsSurveyParams.shape,
      body: NpsAnswerBody,
      response: Message,
    },
    async ({ session, params, body }) => answerSurvey(deps, customerOf(session).id, params.surveyId, body),
  );
  route(
    {
      legacy: true,
      guest: true,
      method: 'GET',
      path: 'raffle/configs',
      summary: 'Raffles running or coming: steps, DTI permit, period, the seed commitment; the seed once drawn',
      response: RaffleConfigsResponse,
    },
    async ({ session }) => raffleConfigs(deps, session?.customer.id ?? null),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'raffle/entries',
      summary: 'Join a running raffle (one entry per shopper; entries are never changed)',
      body: RaffleEntryBody,
      response: RaffleEntryAnswer,
    },
    async ({ session, body }) => enterRaffle(deps, customerOf(session).id, body.raffle_id),
  );
  route(
    {
      guest: true,
      method: 'GET',
      path: '/nms/vapid-key',
      summary: "The store's VAPID public key, to subscribe a browser to web push before PUT /nms/tokens",
      response: VapidKeyResponse,
    },
    async () => ({ public_key: await deps.vapidPublicKey() }),
  );
}
