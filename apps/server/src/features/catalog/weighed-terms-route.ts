import { WeighedTermsQuery, WeighedTermsResponse } from '@sulit/contracts/weighed-goods';
import type { WeighedLinesRepository } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import { readRoute } from '../../http/read-route';

/** Product terms change only with the catalogue; the cart reads them beside its lines. */
const TERMS_TTL = 60;

/** Which of the cart's products are sold by weight (decision 043): the price per kg, the step and the margin. */
export function registerWeighedTermsRoute(app: FastifyInstance, weighing: Pick<WeighedLinesRepository, 'termsOf'>) {
  readRoute(
    app,
    {
      url: '/api/product/weighed-terms',
      tags: ['catalog'],
      summary: 'Which of these products are sold by weight, at what price per kg, step and card margin',
      querystring: WeighedTermsQuery,
      response: WeighedTermsResponse,
      cache: { seconds: TERMS_TTL },
    },
    async ({ query }) => ({ items: await weighing.termsOf(query.ids.split(',').map(Number)) }),
  );
}
