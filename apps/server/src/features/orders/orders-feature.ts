import {
  createDiscountRepository,
  createInvoiceRepository,
  createOrderEditRepository,
  createOrderRepository,
  createPickingRepository,
  createWeighedLinesRepository,
  type Database,
} from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { cancelOrderAsStaff } from './cancel-order';
import { changeOrderStatus } from './change-status';
import type { OrdersDeps } from './orders-deps';
import { registerOrdersRoutes } from './orders-routes';
import { registerOrderEditRoutes } from './order-edit-routes';
import { settlePicking, substitutionsOf } from './picking-settlement';
import { sendPendingMoney } from './send-pending-money';
import { registerWeighedRoutes } from './weighed-routes';
import { DomainError, ORDER_MESSAGES } from '@sulit/domain';

export interface OrdersFeatureOptions extends Omit<
  OrdersDeps,
  'orders' | 'invoices' | 'discounts' | 'picking' | 'weighing' | 'edits' | 'log'
> {
  database: Database;
  auth: CustomerAuth;
}

/** Builds the orders feature (history, order view, tracking, status changes, rating, cancel, reorder). */
export function registerOrdersFeature(app: FastifyInstance, options: OrdersFeatureOptions) {
  const { database, auth, ...ports } = options;
  const deps: OrdersDeps = {
    ...ports,
    orders: createOrderRepository(database.db),
    invoices: createInvoiceRepository(database.db),
    discounts: createDiscountRepository(database.db),
    picking: createPickingRepository(database.db, database.engine),
    weighing: createWeighedLinesRepository(database.db, database.engine),
    edits: createOrderEditRepository(database.db, database.engine),
    log: app.log,
  };
  registerOrdersRoutes(app, deps, auth);
  registerOrderEditRoutes(app, deps, auth);
  registerWeighedRoutes(app, deps, auth);
  return {
    /** the operator tool's entry (and tests'): move an order along its table, recorded as `actor` */
    changeStatus: changeOrderStatus.bind(null, deps),
    /** the operator console's cancel: the shopper's give-back and refund, at any step staff may cancel */
    cancelAsStaff: (orderNumber: string, staffId: number) => cancelOrderAsStaff(deps, orderNumber, staffId),
    /** scheduled: refunds (cancels, edits, picking) and held cards' captures the provider has not confirmed yet */
    sendPendingMoney: () => sendPendingMoney(deps),
    /** the console's finish-picking: the order's final amount settled once, a paid card refunded the difference */
    settlePicking: (orderNumber: string, staffId: number) => settlePicking(deps, orderNumber, staffId),
    /** the console's weighing at picking (decision 043) */
    weighing: deps.weighing,
    /** the console's read of an order's swaps and refunds */
    substitutions: async (orderNumber: string) => {
      const order = await deps.orders.orderByNumber(orderNumber);
      if (!order) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
      return substitutionsOf(deps, order);
    },
    repository: deps.orders,
  };
}

export type OrdersHandles = ReturnType<typeof registerOrdersFeature>;
