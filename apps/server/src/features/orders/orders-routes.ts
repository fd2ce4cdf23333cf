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
  PastPurchaseCardsResponse,
} from '@sulit/contracts/orders';
import { CUSTOMER_CACHE_SECONDS, DomainError, type OperatorTarget, ORDER_MESSAGES } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth, CustomerSession } from '../../http/customer-auth';
import { customerOf } from '../../http/customer-route';
import { errorResponses } from '../../http/error-responses';
import { legacyPaths } from '../../http/read-route';
import { privateCacheFor } from '../../http/caching';
import { routeRegistrar } from '../../http/route';
import { shopperSource } from '../../http/shopper-source';
import { cancelOrder } from './cancel-order';
import { changeOrderStatus } from './change-status';
import { ownOrderDetail, trackPart, WHOLE_ORDER_SHOP_ID } from './order-detail';
import { listOrders, orderSummary, trackingList } from './order-history';
import { notRated, ratingStatus, rateOrder } from './order-rating';
import type { OrdersDeps } from './orders-deps';
import { reorder } from './reorder';
import { lastPastPurchaseCards } from './past-purchase-cards';
import { ownOrderInvoice, saveBuyerRegistration } from './order-invoice';
import { OrderSubstitutions, RejectSubstituteParams } from '@sulit/contracts/substitutions';
import { ownOrderSubstitutions, rejectSubstitute } from './picking-settlement';
import { BuyerRegistration, BuyerRegistrationBody, InvoiceView } from '@sulit/contracts/invoices';

/**
 * The order calls of spec §7 (shapes in @sulit/contracts/orders). Every answer is the caller's own data,
 * so none is cached by a shared cache: `private, no-cache`, except the reads spec §9 gives a lifetime
 * (orders, summary, detail), which the caller's browser alone may keep that long.
 */
export function registerOrdersRoutes(app: FastifyInstance, deps: OrdersDeps, auth: CustomerAuth): void {
  const route = routeRegistrar(app, ['orders'], auth, {
    errors: errorResponses(400, 401, 403, 404, 409, 415),
    access: 'customer',
    cacheControl: 'private, no-cache',
  });
  const me = (session: CustomerSession | null) => customerOf(session).id;

  route(
    {
      method: 'GET',
      url: '/api/transaction/orders',
      summary: 'The caller’s orders: 5 a page, newest first, status filter (default all)',
      querystring: OrderListQuery,
      response: OrderListResponse,
      cacheControl: privateCacheFor(CUSTOMER_CACHE_SECONDS.orders),
    },
    async ({ session, query }) => listOrders(deps, me(session), query),
  );
  route(
    {
      method: 'GET',
      url: legacyPaths('orders/mine'),
      summary: 'The caller’s orders (legacy search criteria: currentPage, pageSize)',
      querystring: LegacyOrdersQuery,
      response: OrderListResponse,
      cacheControl: privateCacheFor(CUSTOMER_CACHE_SECONDS.orders),
    },
    async ({ session, query }) =>
      listOrders(deps, me(session), {
        page: query['searchCriteria[currentPage]'],
        limit: query['searchCriteria[pageSize]'],
      }),
  );

  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/summary',
      summary: 'Counts per display status and per tracking group, and the latest order number',
      response: OrderSummaryResponse,
      cacheControl: privateCacheFor(CUSTOMER_CACHE_SECONDS.orderSummary),
    },
    async ({ session }) => orderSummary(deps, me(session)),
  );

  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/track-and-trace',
      summary: 'Every tracked part of the caller’s orders (page 1, limit 200, newest first)',
      querystring: TrackingListQuery,
      response: TrackingListResponse,
    },
    async ({ session, query }) => trackingList(deps, me(session), query),
  );

  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/rating-status',
      summary: 'Rating status of some of the caller’s orders',
      querystring: RatingStatusQuery,
      response: RatingStatusResponse,
    },
    async ({ session, query }) => ratingStatus(deps, me(session), query.orderNumbers.split(',')),
  );

  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/not-rated',
      summary: 'Delivered orders awaiting a rating (the prompt cycles through them)',
      response: NotRatedResponse,
    },
    async ({ session }) => notRated(deps, me(session)),
  );

  route(
    {
      method: 'PUT',
      url: '/api/transaction/orders/status',
      summary: 'Staff with a role move an order or sub-order along its transition table',
      body: OrderStatusBody,
      response: OrderStatusResponse,
    },
    async ({ session, body }) => {
      const staffId = me(session);
      const order = await deps.orders.orderByNumber(body.order_number.slice(0, 9));
      if (!(await deps.staffMayMove(staffId, order?.source_code ?? null)))
        throw new DomainError('forbidden', ORDER_MESSAGES.staffOnly);
      return changeOrderStatus(deps, body.order_number, body.status as OperatorTarget, `staff:${staffId}`);
    },
  );

  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/:orderNumber',
      summary: 'One of the caller’s orders, one shop (shopId) or all (0)',
      params: OrderNumberPath.shape,
      querystring: ShopIdQuery,
      response: OrderDetailView,
      cacheControl: privateCacheFor(CUSTOMER_CACHE_SECONDS.orderDetail),
    },
    async ({ session, params, query }) =>
      ownOrderDetail(deps, me(session), params.orderNumber, query.shopId ?? WHOLE_ORDER_SHOP_ID),
  );
  route(
    {
      method: 'GET',
      url: '/rest/V2/order-detail/mine',
      summary: 'One of the caller’s orders (legacy, order_id)',
      querystring: OrderDetailLegacyQuery,
      response: OrderDetailView,
      cacheControl: privateCacheFor(CUSTOMER_CACHE_SECONDS.orderDetail),
    },
    async ({ session, query }) => ownOrderDetail(deps, me(session), query.order_id, WHOLE_ORDER_SHOP_ID),
  );

  route(
    {
      method: 'GET',
      url: legacyPaths('get-last-past-purchase-cards'),
      summary: 'Buy it again: products the caller bought in orders that went through, latest first (spec §7)',
      response: PastPurchaseCardsResponse,
    },
    async ({ session, request }) => lastPastPurchaseCards(deps, me(session), shopperSource(request)),
  );
  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/:orderNumber/invoice',
      summary: 'The BIR invoice of one of the caller’s orders: one document per seller, each with its serial number',
      params: OrderNumberPath.shape,
      response: InvoiceView,
    },
    async ({ session, params }) => ownOrderInvoice(deps, me(session), params.orderNumber),
  );
  route(
    {
      method: 'PUT',
      url: '/api/transaction/invoices/buyer',
      summary: 'A Business member’s registered name and TIN, printed as the buyer’s on their invoices',
      body: BuyerRegistrationBody,
      response: BuyerRegistration,
    },
    async ({ session, body }) => saveBuyerRegistration(deps, me(session), body),
  );

  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/:orderNumber/track-and-trace-1p',
      summary: 'Timeline of the own store’s part (or a membership package) of the caller’s order',
      params: TrackedNumberPath.shape,
      querystring: TrackFormatQuery,
      response: TrackingView,
    },
    async ({ session, params }) => trackPart(deps, me(session), params.orderNumber, 'own'),
  );
  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/:orderNumber/track-and-trace',
      summary: 'Timeline of a third-party seller’s sub-order of the caller’s order',
      params: TrackedNumberPath.shape,
      response: TrackingView,
    },
    async ({ session, params }) => trackPart(deps, me(session), params.orderNumber, 'third_party'),
  );

  route(
    {
      method: 'PATCH',
      url: '/api/transaction/orders/:orderNumber/rating',
      summary: 'Rate a delivered order once (status rated with 1–5), or dismiss its prompt',
      params: OrderNumberPath.shape,
      body: RatingBody,
      response: RatingStatusItem,
    },
    async ({ session, params, body }) => rateOrder(deps, me(session), params.orderNumber, body),
  );

  route(
    {
      method: 'POST',
      url: '/api/transaction/orders/:orderNumber/cancel',
      summary: 'Cancel before fulfilment: stock, slot and voucher come back; a paid order is refunded once',
      params: OrderNumberPath.shape,
      response: OrderDetailView,
    },
    async ({ session, params }) => cancelOrder(deps, me(session), params.orderNumber),
  );

  route(
    {
      method: 'POST',
      url: '/api/transaction/orders/:orderNumber/reorder',
      summary: 'Put the goods of a past order back into the cart, skipping what is no longer sold',
      params: OrderNumberPath.shape,
      response: ReorderResponse,
    },
    async ({ session, params, request }) => reorder(deps, me(session), params.orderNumber, shopperSource(request)),
  );

  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/:orderNumber/substitutions',
      summary: 'What was swapped or refunded at picking, and what the order costs once picked',
      params: OrderNumberPath.shape,
      response: OrderSubstitutions,
    },
    async ({ session, params }) => ownOrderSubstitutions(deps, me(session), params.orderNumber),
  );

  route(
    {
      method: 'POST',
      url: '/api/transaction/orders/:orderNumber/substitutions/:lineId/reject',
      summary: 'Turn a swap down before hand-over: the line is refunded once',
      params: RejectSubstituteParams.shape,
      response: OrderSubstitutions,
    },
    async ({ session, params }) => rejectSubstitute(deps, me(session), params.orderNumber, params.lineId),
  );
}
