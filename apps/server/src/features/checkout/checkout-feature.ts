import type { Order } from '@sulit/domain';
import {
  createCartRepository,
  createCheckoutRepository,
  createDiscountRepository,
  createWeighedLinesRepository,
  type AddressRepository,
  type CustomerRepository,
  type Database,
} from '@sulit/db';
import type { CheckoutOrderView } from '@sulit/contracts/checkout';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerAuth } from '../../http/customer-auth';
import type {
  CheckoutDeps,
  CheckoutPaymentResult,
  CheckoutPaymentsPort,
  CheckoutPricingPort,
  MembershipActivationPort,
  MembershipFactsPort,
  SavedCardsPort,
} from './checkout-deps';
import { type CheckoutJobs, createCheckoutJobs } from './checkout-jobs';
import { registerCheckoutRoutes } from './checkout-routes';
import { orderViewOf } from './order-view';
import { idempotent } from './idempotency';
import { createPaymentResultHandler } from './payment-result';

export interface CheckoutFeatureOptions {
  database: Database;
  customers: CustomerRepository;
  addresses: AddressRepository;
  auth: CustomerAuth;
  pricing: CheckoutPricingPort;
  clock: () => Date;
  publicUrl: string;
  /** the payments feature's browser-return route (its handle's returnUrl) */
  paymentReturnUrl: string;
  /** the payment provider (payments feature); without one, online methods are unavailable */
  payments?: CheckoutPaymentsPort | null | undefined;
  savedCards?: SavedCardsPort | null | undefined;
  /** the membership feature's facts (an active, unexpired card) */
  membership: MembershipFactsPort;
  /** the membership feature's activateFromOrder (a paid membership card line) */
  activateMembership: MembershipActivationPort;
}

export interface CheckoutHandles {
  /** the PaymentResultHandler the payments feature calls (idempotent) */
  applyPaymentResult: (result: CheckoutPaymentResult) => Promise<void>;
  /** scheduled jobs: expireSlotHolds (1 min), rollSlotsForward (1 h), reconcilePayments (5 min), purgeIdempotencyKeys (1 day) */
  jobs: CheckoutJobs;
  /** an order as checkout shows it (lines per seller, totals, slot, address); the orders feature builds on it */
  orderView: (order: Order) => Promise<CheckoutOrderView>;
  /** the Idempotency-Key handling of place order, for other features' money calls (the order edit) */
  idempotent: <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    customerId: number,
    scope: string,
    work: () => Promise<T>,
  ) => Promise<T>;
}

/** Builds checkout (slots, shipping, payment step, place order) and registers its routes. */
export function registerCheckoutFeature(app: FastifyInstance, options: CheckoutFeatureOptions): CheckoutHandles {
  const deps: CheckoutDeps = {
    checkout: createCheckoutRepository(options.database.db, options.database.engine),
    discounts: createDiscountRepository(options.database.db),
    carts: createCartRepository(options.database.db, options.database.engine),
    weighing: createWeighedLinesRepository(options.database.db, options.database.engine),
    customers: options.customers,
    addresses: options.addresses,
    pricing: options.pricing,
    membership: options.membership,
    activateMembership: options.activateMembership,
    payments: options.payments ?? null,
    savedCards: options.savedCards ?? null,
    clock: options.clock,
    publicUrl: options.publicUrl,
    paymentReturnUrl: options.paymentReturnUrl,
    log: app.log,
  };
  registerCheckoutRoutes(app, deps, options.auth);
  return {
    applyPaymentResult: createPaymentResultHandler(deps),
    jobs: createCheckoutJobs(deps),
    orderView: (order) => orderViewOf(deps, order),
    idempotent: (request, reply, customerId, scope, work) =>
      idempotent(request, reply, { repo: deps.checkout, customerId, scope, now: deps.clock }, work),
  };
}
