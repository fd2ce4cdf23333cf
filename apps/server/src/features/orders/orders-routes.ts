import {
  LegacyOrdersQuery,
  NotRatedResponse,
  OrderDetailLegacyQuery,
  OrderDetailView,
  OrderListQuery,
  OrderListResponse,
  OrderNumberPath,
  OrderStatusBody,
  OrderStatusResponse,
  OrderSummaryResponse,
  RatingBody,
  RatingStatusItem,
  RatingStatusQuery,
  RatingStatusResponse,
  ReorderResponse,
  ShopIdQuery,
  TrackedNumberPath,
  TrackingListQuery,
  TrackingListResponse,
  TrackFormatQuery,
  TrackingView,
} from '@sulit/contracts/orders';
import { DomainError, type OperatorTarget, ORDER_MESSAGES } from '@sulit/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CustomerAuth } from '../../http/customer-auth';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths } from '../../http/read-route';
import { shopperSource } from '../../http/shopper-source';
import { cancelOrder } from './cancel-order';
import { changeOrderStatus } from './change-status';
import { ownOrderDetail, trackPart, WHOLE_ORDER_SHOP_ID } from './order-detail';
import { listOrders, orderSummary, trackingList } from './order-history';
import { notRated, ratingStatus, rateOrder } from './order-rating';
import type { OrdersDeps } from './orders-deps';
import { reorder } from './reorder';

const tags = ['orders'];
const Errors = errorResponses(400, 401, 403, 404, 409, 415);

/**
 * The order calls of spec §7 (shapes in @sulit/contracts/orders). Every answer is the caller's own data,
 * so none is cached by a shared cache (`private, no-cache`: the web keeps its own spec §9 lifetimes).
 */
export function registerOrdersRoutes(app: FastifyInstance, deps: OrdersDeps, auth: CustomerAuth): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customerOf = async (request: FastifyRequest) => (await auth.require(request)).customer.id;
  const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-cache');

  r.get(
    '/api/transaction/orders',
    {
      schema: {
        tags,
        summary: 'The caller’s orders: 5 a page, newest first, status filter (default all)',
        querystring: OrderListQuery,
        response: { 200: OrderListResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return listOrders(deps, customerId, request.query);
    },
  );
  for (const url of legacyPaths('orders/mine'))
    r.get(
      url,
      {
        schema: {
          tags,
          summary: 'The caller’s orders (legacy search criteria: currentPage, pageSize)',
          querystring: LegacyOrdersQuery,
          response: { 200: OrderListResponse, ...Errors },
        },
      },
      async (request, reply) => {
        const customerId = await customerOf(request);
        privateAnswer(reply);
        return listOrders(deps, customerId, {
          page: request.query['searchCriteria[currentPage]'],
          limit: request.query['searchCriteria[pageSize]'],
        });
      },
    );

  r.get(
    '/api/transaction/orders/summary',
    {
      schema: {
        tags,
        summary: 'Counts per display status and per tracking group, and the latest order number',
        response: { 200: OrderSummaryResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return orderSummary(deps, customerId);
    },
  );

  r.get(
    '/api/transaction/orders/track-and-trace',
    {
      schema: {
        tags,
        summary: 'Every tracked part of the caller’s orders (page 1, limit 200, newest first)',
        querystring: TrackingListQuery,
        response: { 200: TrackingListResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return trackingList(deps, customerId, request.query);
    },
  );

  r.get(
    '/api/transaction/orders/rating-status',
    {
      schema: {
        tags,
        summary: 'Rating status of some of the caller’s orders',
        querystring: RatingStatusQuery,
        response: { 200: RatingStatusResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return ratingStatus(deps, customerId, request.query.orderNumbers.split(','));
    },
  );

  r.get(
    '/api/transaction/orders/not-rated',
    {
      schema: {
        tags,
        summary: 'Delivered orders awaiting a rating (the prompt cycles through them)',
        response: { 200: NotRatedResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return notRated(deps, customerId);
    },
  );

  r.put(
    '/api/transaction/orders/status',
    {
      schema: {
        tags,
        summary: 'Staff with a role move an order or sub-order along its transition table',
        body: OrderStatusBody,
        response: { 200: OrderStatusResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const staffId = await customerOf(request);
      if (!(await deps.orders.roleOf(staffId))) throw new DomainError('forbidden', ORDER_MESSAGES.staffOnly);
      privateAnswer(reply);
      return changeOrderStatus(
        deps,
        request.body.order_number,
        request.body.status as OperatorTarget,
        `staff:${staffId}`,
      );
    },
  );

  r.get(
    '/api/transaction/orders/:orderNumber',
    {
      schema: {
        tags,
        summary: 'One of the caller’s orders, one shop (shopId) or all (0)',
        params: OrderNumberPath,
        querystring: ShopIdQuery,
        response: { 200: OrderDetailView, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return ownOrderDetail(deps, customerId, request.params.orderNumber, request.query.shopId ?? WHOLE_ORDER_SHOP_ID);
    },
  );
  r.get(
    '/rest/V2/order-detail/mine',
    {
      schema: {
        tags,
        summary: 'One of the caller’s orders (legacy, order_id)',
        querystring: OrderDetailLegacyQuery,
        response: { 200: OrderDetailView, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return ownOrderDetail(deps, customerId, request.query.order_id, WHOLE_ORDER_SHOP_ID);
    },
  );

  const trackSchema = (summary: string) => ({
    tags,
    summary,
    params: TrackedNumberPath,
    response: { 200: TrackingView, ...Errors },
  });
  r.get(
    '/api/transaction/orders/:orderNumber/track-and-trace-1p',
    {
      schema: {
        ...trackSchema('Timeline of the own store’s part (or a membership package) of the caller’s order'),
        querystring: TrackFormatQuery,
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return trackPart(deps, customerId, request.params.orderNumber, 'own');
    },
  );
  r.get(
    '/api/transaction/orders/:orderNumber/track-and-trace',
    { schema: trackSchema('Timeline of a third-party seller’s sub-order of the caller’s order') },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return trackPart(deps, customerId, request.params.orderNumber, 'third_party');
    },
  );

  r.patch(
    '/api/transaction/orders/:orderNumber/rating',
    {
      schema: {
        tags,
        summary: 'Rate a delivered order once (status rated with 1–5), or dismiss its prompt',
        params: OrderNumberPath,
        body: RatingBody,
        response: { 200: RatingStatusItem, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return rateOrder(deps, customerId, request.params.orderNumber, request.body);
    },
  );

  r.post(
    '/api/transaction/orders/:orderNumber/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel before fulfilment: stock, slot and voucher come back; a paid order is refunded once',
        params: OrderNumberPath,
        response: { 200: OrderDetailView, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return cancelOrder(deps, customerId, request.params.orderNumber);
    },
  );

  r.post(
    '/api/transaction/orders/:orderNumber/reorder',
    {
      schema: {
        tags,
        summary: 'Put the goods of a past order back into the cart, skipping what is no longer sold',
        params: OrderNumberPath,
        response: { 200: ReorderResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const customerId = await customerOf(request);
      privateAnswer(reply);
      return reorder(deps, customerId, request.params.orderNumber, shopperSource(request));
    },
  );
}
