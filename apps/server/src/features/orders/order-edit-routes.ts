import { OrderNumberPath } from '@sulit/contracts/orders';
import { OrderEditBody, OrderEditView } from '@sulit/contracts/order-edit';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth, CustomerSession } from '../../http/customer-auth';
import { customerOf } from '../../http/customer-route';
import { errorResponses } from '../../http/error-responses';
import { routeRegistrar } from '../../http/route';
import { editOrder, orderEditPage } from './edit-order';
import type { OrdersDeps } from './orders-deps';

/**
 * Editing an order before picking (issue 36, decision 040): the edit page's read and the edit itself, which is
 * idempotent per Idempotency-Key and refused (409, in plain words) once picking started or the order changed since.
 */
export function registerOrderEditRoutes(app: FastifyInstance, deps: OrdersDeps, auth: CustomerAuth): void {
  const route = routeRegistrar(app, ['orders'], auth, {
    errors: errorResponses(400, 401, 404, 409, 415, 422),
    access: 'customer',
    cacheControl: 'private, no-store',
  });
  const me = (session: CustomerSession | null) => customerOf(session).id;
  const url = '/api/transaction/orders/:orderNumber/edit';

  route(
    {
      method: 'GET',
      url,
      summary: 'The caller’s order as its edit page shows it: lines, totals, slots it may move to, its edits so far',
      params: OrderNumberPath.shape,
      response: OrderEditView,
    },
    async ({ session, params }) => orderEditPage(deps, me(session), params.orderNumber),
  );
  route(
    {
      method: 'POST',
      url,
      summary:
        'Edit the order before picking (Idempotency-Key): quantities, removals and the slot; stock, slot, voucher and payment move once for the difference',
      params: OrderNumberPath.shape,
      body: OrderEditBody,
      response: OrderEditView,
    },
    async ({ request, reply, session, params, body }) => {
      const customerId = me(session);
      return deps.idempotent(request, reply, customerId, `order-edit:${params.orderNumber}`, () =>
        editOrder(deps, customerId, params.orderNumber, body),
      );
    },
  );
}
