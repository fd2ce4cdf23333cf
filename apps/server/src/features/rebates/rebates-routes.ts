import {
  CartRebateBody,
  CartRebateRemoveQuery,
  CartRebateResponse,
  RebateHistory,
  RebateHistoryQuery,
  RebateSeenBody,
  RebateSeenResponse,
  RebatesNotSeen,
  RebateSummary,
} from '@sulit/contracts/rebates';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { customerOf, customerRoutes } from '../../http/customer-route';
import type { RebatesService } from './rebates-service';

/**
 * The rebates family (spec §7 Core API) and cart/carts/mine/rebates (PUT apply, DELETE remove). Every call is the
 * signed-in customer's own: another member's rebate or cart is a 404.
 */
export function registerRebatesRoutes(app: FastifyInstance, deps: { service: RebatesService; auth: CustomerAuth }) {
  const { service } = deps;
  const route = customerRoutes(app, deps.auth, ['rebates']);
  const me = customerOf;

  route(
    {
      method: 'GET',
      path: '/api/transaction/rebates',
      summary: 'My rebate balances (the ledger’s sums), my package’s rate and the yearly cap left',
      response: RebateSummary,
    },
    async ({ session }) => service.summary(me(session).id),
  );
  route(
    {
      method: 'GET',
      path: '/api/transaction/rebates/not-seen',
      summary: 'Rebates that became available and I have not seen (qualifying members only)',
      response: RebatesNotSeen,
    },
    async ({ session }) => service.notSeen(me(session).id),
  );
  route(
    {
      method: 'PUT',
      path: '/api/transaction/rebates/seen',
      summary: 'Mark one of my rebates seen',
      body: RebateSeenBody,
      response: RebateSeenResponse,
    },
    async ({ session, body }) => service.markSeen(me(session).id, body.rebateId),
  );
  route(
    {
      method: 'GET',
      path: '/api/transaction/rebates/history',
      summary: 'My rebate history: transactionType, orderType, orderBy (default created_at DESC), page, limit (15)',
      querystring: RebateHistoryQuery,
      response: RebateHistory,
    },
    async ({ session, query }) => service.history(me(session).id, query),
  );
  route(
    {
      method: 'PUT',
      path: '/api/cart/carts/mine/rebates',
      summary: 'Apply my rebate to my cart {quote_id, rebate (centavos, above 0)}',
      body: CartRebateBody,
      response: CartRebateResponse,
    },
    async ({ session, body }) => service.apply(me(session).id, body),
  );
  route(
    {
      method: 'DELETE',
      path: '/api/cart/carts/mine/rebates',
      summary: 'Remove the rebate from my cart',
      querystring: CartRebateRemoveQuery,
      response: CartRebateResponse,
    },
    async ({ session, query }) => service.remove(me(session).id, query.quote_id),
  );
}
