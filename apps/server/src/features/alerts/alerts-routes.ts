import {
  AlertsSummary,
  DeletePushTokenBody,
  MarkReadBody,
  MessageAnswer,
  NotificationsQuery,
  NotificationsResponse,
  PriceSubscriptionsResponse,
  ProductIdParams,
  ProductSubscriptionBody,
  PushTokenBody,
  StockSubscriptionsResponse,
} from '@sulit/contracts/lists';
import { DomainError } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CustomerAuth, CustomerSession } from '../../http/customer-auth';
import { customerOf, customerRoutes } from '../../http/customer-route';
import { shopperSource } from '../../http/shopper-source';
import type { AlertsService } from './alerts-service';

const StockSubscribed = MessageAnswer.extend({ already_subscribed: z.boolean() });
const MarkedRead = MessageAnswer.extend({ unread: z.number().int().min(0) });

/** nms/tokens names the user; it must be the signed-in one. */
function sameUser(session: CustomerSession | null, userID: number | string | undefined) {
  const customer = customerOf(session);
  if (userID !== undefined && Number(userID) !== customer.id) {
    throw new DomainError('forbidden', 'The device can only be registered for the signed-in customer.');
  }
  return customer;
}

/**
 * Price-watch (subscribe-sale, price-subscriptions), back-in-stock (ld-productnotifyme/notify,
 * out-of-stock-subscriptions), the alerts centre (/api/notifications) and push tokens (nms/tokens), spec §7.
 */
export function registerAlertsRoutes(
  app: FastifyInstance,
  deps: { service: AlertsService; auth: CustomerAuth; shoppingListEnabled: boolean },
) {
  const { service } = deps;
  const route = customerRoutes(app, deps.auth, ['alerts']);
  const me = customerOf;

  route(
    {
      legacy: true,
      method: 'POST',
      path: 'subscribe-sale',
      summary: "Save a product to price watch at my store ('Item saved to price watch')",
      body: ProductSubscriptionBody,
      response: MessageAnswer,
    },
    async ({ session, body, request }) => service.watchPrice(me(session).id, body.product_id, shopperSource(request)),
  );
  route(
    {
      legacy: true,
      method: 'GET',
      path: 'price-subscriptions',
      summary: 'My price watch',
      response: PriceSubscriptionsResponse,
    },
    async ({ session }) => service.priceSubscriptions(me(session).id),
  );
  route(
    {
      legacy: true,
      method: 'DELETE',
      path: 'price-subscriptions/:productId',
      summary: "Remove a product from price watch ('Item removed from price watch')",
      params: ProductIdParams.shape,
      response: MessageAnswer,
    },
    async ({ session, params }) => service.unwatchPrice(me(session).id, params.productId),
  );
  route(
    {
      legacy: true,
      method: 'POST',
      path: 'ld-productnotifyme/notify',
      summary:
        "Be told when an out-of-stock product is back at my store ('We'll send you an email as soon as the product is available again' / 'You are already subscribed to this product.')",
      body: ProductSubscriptionBody,
      response: StockSubscribed,
    },
    async ({ session, body, request }) => service.waitForStock(me(session).id, body.product_id, shopperSource(request)),
  );
  route(
    {
      legacy: true,
      method: 'GET',
      path: 'out-of-stock-subscriptions',
      summary: 'Products I wait for',
      response: StockSubscriptionsResponse,
    },
    async ({ session }) => service.stockSubscriptions(me(session).id),
  );
  route(
    {
      legacy: true,
      method: 'DELETE',
      path: 'out-of-stock-subscriptions/:productId',
      summary: 'Stop waiting for a product',
      params: ProductIdParams.shape,
      response: MessageAnswer,
    },
    async ({ session, params }) => service.stopWaiting(me(session).id, params.productId),
  );
  route(
    {
      method: 'GET',
      path: '/api/notifications',
      summary: 'My alerts, newest first (price drops, stock returns, list shares), 20 a page',
      querystring: NotificationsQuery,
      response: NotificationsResponse,
    },
    async ({ session, query }) => service.notifications(me(session).id, query.before ?? null),
  );
  route(
    {
      method: 'POST',
      path: '/api/notifications/read',
      summary: 'Mark alerts read',
      body: MarkReadBody,
      response: MarkedRead,
    },
    async ({ session, body }) => service.markRead(me(session).id, body.all ? 'all' : (body.ids ?? [])),
  );
  route(
    {
      method: 'GET',
      path: '/api/alerts/summary',
      summary: 'The header: my unread alerts (0 for a guest) and whether shopping lists are on',
      response: AlertsSummary,
      guest: true,
    },
    async ({ session }) => ({
      unread: session ? await service.unreadCount(session.customer.id) : 0,
      shopping_list_enabled: deps.shoppingListEnabled,
    }),
  );
  route(
    {
      method: 'PUT',
      path: '/nms/tokens',
      summary: "Register this device's push token for the signed-in customer",
      body: PushTokenBody,
      response: MessageAnswer,
    },
    async ({ session, body }) => service.savePushToken(sameUser(session, body.userID).id, body),
  );
  route(
    {
      method: 'DELETE',
      path: '/nms/tokens',
      summary: "Forget this device's push token",
      body: DeletePushTokenBody,
      response: MessageAnswer,
    },
    async ({ session, body }) => service.deletePushToken(sameUser(session, body.userID).id, body.deviceID),
  );
}
