import { OrderNumberPath } from '@sulit/contracts/orders';
import { WeighedLines } from '@sulit/contracts/weighed-goods';
import { weighedLinesView } from '@sulit/domain';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { customerOf } from '../../http/customer-route';
import { errorResponses } from '../../http/error-responses';
import { routeRegistrar } from '../../http/route';
import { ownOrder } from './order-parts';
import type { OrdersDeps } from './orders-deps';

/** The shopper's read of their order's goods sold by weight (decision 043): ordered, weighed, held and captured. */
export function registerWeighedRoutes(app: FastifyInstance, deps: OrdersDeps, auth: CustomerAuth): void {
  const route = routeRegistrar(app, ['orders'], auth, {
    errors: errorResponses(400, 401, 404),
    access: 'customer',
    cacheControl: 'private, no-cache',
  });
  route(
    {
      method: 'GET',
      url: '/api/transaction/orders/:orderNumber/weights',
      summary: 'The order’s goods sold by weight: about how much was ordered, what was weighed, the card hold',
      params: OrderNumberPath.shape,
      response: WeighedLines,
    },
    async ({ session, params }) => {
      const order = await ownOrder(deps, customerOf(session).id, params.orderNumber);
      const [lines, hold, capture] = await Promise.all([
        deps.weighing.lines(order.id),
        deps.weighing.hold(order.id),
        deps.weighing.capture(order.id),
      ]);
      return weighedLinesView({ number: order.increment_id, lines, hold, capture, canWeigh: false });
    },
  );
}
