import { createInvoiceRepository, createOrderEditRepository, createOrderRepository, type Database } from '@sulit/db';
import type { FastifyInstance } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import { cancelOrderAsStaff, sendPendingRefunds } from './cancel-order';
import { changeOrderStatus } from './change-status';
import type { OrdersDeps } from './orders-deps';
import { registerOrdersRoutes } from './orders-routes';
import { registerOrderEditRoutes } from './order-edit-routes';

export interface OrdersFeatureOptions extends Omit<OrdersDeps, 'orders' | 'invoices' | 'edits' | 'log'> {
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
    edits: createOrderEditRepository(database.db, database.engine),
    log: app.log,
  };
  registerOrdersRoutes(app, deps, auth);
  registerOrderEditRoutes(app, deps, auth);
  return {
    /** the operator tool's entry (and tests'): move an order along its table, recorded as `actor` */
    changeStatus: changeOrderStatus.bind(null, deps),
    /** the operator console's cancel: the shopper's give-back and refund, at any step staff may cancel */
    cancelAsStaff: (orderNumber: string, staffId: number) => cancelOrderAsStaff(deps, orderNumber, staffId),
    /** scheduled: refunds of cancelled paid orders the provider has not confirmed yet */
    sendPendingRefunds: () => sendPendingRefunds(deps),
    repository: deps.orders,
  };
}

export type OrdersHandles = ReturnType<typeof registerOrdersFeature>;
