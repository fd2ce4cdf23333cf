import {
  HelpfulAnswer,
  MyReviewsQuery,
  MyReviewsResponse,
  OrderReviewsParams,
  OrderReviewsResponse,
  ProductReviewsParams,
  ProductReviewsQuery,
  ProductReviewsResponse,
  ReviewIdParams,
  ReviewLineParams,
  ReviewLineResponse,
  ReviewPostAnswer,
  ReviewPostBody,
} from '@sulit/contracts/reviews';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { customerOf, customerRoutes } from '../../http/customer-route';
import type { ReviewsService } from './reviews-service';

/**
 * Review routes: spec §7's POST review/mine/post and GET review/mine in the legacy family, a product's approved
 * reviews (anyone; a signed-in reader learns which they found helpful), the helpful vote, and the order page's
 * and write-a-review page's reads of my order lines.
 */
export function registerReviewsRoutes(app: FastifyInstance, deps: { service: ReviewsService; auth: CustomerAuth }) {
  const { service } = deps;
  const route = customerRoutes(app, deps.auth, ['reviews']);
  const me = customerOf;

  route(
    {
      legacy: true,
      method: 'POST',
      path: 'review/mine/post',
      summary:
        "Review a line of my delivered order, once ('Submit review successful'); it shows after an operator approves it",
      body: ReviewPostBody,
      response: ReviewPostAnswer,
    },
    async ({ session, body }) => service.submit(me(session), body),
  );
  route(
    {
      legacy: true,
      method: 'GET',
      path: 'review/mine',
      summary: 'My reviews in every state, newest first',
      querystring: MyReviewsQuery,
      response: MyReviewsResponse,
    },
    async ({ session, query }) => service.mine(me(session).id, query.page),
  );
  route(
    {
      legacy: true,
      method: 'GET',
      path: 'review/mine/order/:orderNumber',
      summary: 'The lines of my order, each with whether it can be reviewed and its review state',
      params: OrderReviewsParams.shape,
      response: OrderReviewsResponse,
    },
    async ({ session, params }) => service.orderLines(me(session).id, params.orderNumber),
  );
  route(
    {
      legacy: true,
      method: 'GET',
      path: 'review/mine/item/:orderItemId',
      summary: 'One line of my orders, for the write-a-review page',
      params: ReviewLineParams.shape,
      response: ReviewLineResponse,
    },
    async ({ session, params }) => service.line(me(session).id, params.orderItemId),
  );
  route(
    {
      method: 'GET',
      path: '/api/reviews/products/:productId',
      summary: "A product's approved reviews, newest first, with the count and average of all of them",
      params: ProductReviewsParams.shape,
      querystring: ProductReviewsQuery,
      response: ProductReviewsResponse,
      guest: true,
    },
    async ({ session, params, query }) => service.ofProduct(params.productId, query.page, session?.customer.id ?? null),
  );
  route(
    {
      method: 'POST',
      path: '/api/reviews/:reviewId/helpful',
      summary: 'I found this approved review helpful (counted once per shopper)',
      params: ReviewIdParams.shape,
      response: HelpfulAnswer,
    },
    async ({ session, params }) => service.voteHelpful(me(session).id, params.reviewId),
  );
}
