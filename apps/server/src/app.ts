import {
  createCartRepository,
  createCustomerRepositories,
  createDeliveredLinesReader,
  createSupportRepository,
} from '@sulit/db';
import { catalogueCards, orderEditPricing } from './app-ports';
import type { FastifyInstance } from 'fastify';
import { createHttpServer } from './http/http-server';
import { livePaymentProvider } from './env';
import type { AppOptions } from './app-options';
import { cartBadgeFor, mergeOnLogin, registerCartRoutes } from './features/cart/cart-routes';
import { createCartService } from './features/cart/cart-service';
import { CATALOG_CACHE_DEFAULT_MS, registerCatalogFeature } from './features/catalog/catalog-feature';
import { registerContentFeature } from './features/content/content-feature';
import { registerCustomerFeature } from './features/customers/customer-feature';
import { createSupportSessions, registerSupportFeature } from './features/support/support-feature';
import { type CheckoutHandles, registerCheckoutFeature } from './features/checkout/checkout-feature';
import { MAIL_DELIVERY_EVERY_MS, exposesOutbox, registerMailFeature } from './features/mail/mail-feature';
import { customerHousekeeping } from './features/customers/customer-housekeeping';
import { type BackgroundWork, createBackgroundWork } from './jobs/background-work';
import type { Scheduler } from './scheduler/scheduler';
import { DEFAULT_PASSWORD_WORK } from './features/customers/password-work';
import { type HealthHandles, registerHealthFeature } from './features/health/health-feature';
import { databaseCheck, redisCheck } from './features/health/readiness-checks';
import { registerLocationFeature } from './features/location/location-feature';
import { registerMediaFeature } from './features/media/media-feature';
import { type PaymentsFeature, registerPaymentsFeature } from './features/payments/payments-feature';
import { registerMembershipFeature } from './features/membership/membership-feature';
import { reorderCartPort } from './features/orders/orders-cart-port';
import { type OrdersHandles, registerOrdersFeature } from './features/orders/orders-feature';
import { type OpsHandles, registerOpsFeature } from './features/ops/ops-feature';
import { registerSubstitutionsFeature } from './features/substitutions/substitutions-feature';
import { createCustomerAuth } from './http/customer-auth';
import { registerNotFound } from './http/error-handler';
import { pageFraming } from './http/security-headers';
import { PAYMENT_WEBVIEW_PATH } from '@sulit/domain';
import { ALERT_DETECTION_EVERY_MS, registerAlertsFeature } from './features/alerts/alerts-feature';
import { addToCustomerCart } from './features/cart/add-to-customer-cart';
import { registerListsFeature } from './features/lists/lists-feature';
import { registerShellFeature } from './features/shell/shell-feature';
import { SERVER_TIMEOUTS } from './http/server-timeouts';
import { registerWebApp } from './web/web-handler';
import { guestPageCacheSettings } from './web/guest-page-cache-settings';
import { registerHelpFeature } from './features/help/help-feature';
import { registerSellersFeature } from './features/sellers/sellers-feature';
import { REBATES_SETTLE_EVERY_MS, registerRebatesFeature } from './features/rebates/rebates-feature';
import { registerSellerChatFeature, type SellerChatHandles } from './features/seller-chat/seller-chat-feature';
import { registerNudgesFeature } from './features/nudges/nudges-feature';
import {
  type EngagementHandles,
  PUSH_DELIVERY_EVERY_MS,
  registerEngagementFeature,
} from './features/engagement/engagement-feature';
import { productPageReviews, registerReviewsFeature, type ReviewsHandles } from './features/reviews/reviews-feature';
import { registerWishlistFeature } from './features/wishlist/wishlist-feature';
import { registerDiscountsFeature } from './features/discounts/discounts-feature';

export const APP_VERSION = '0.1.0';

export type { AppOptions } from './app-options';

/**
 * The built features that `main.ts`, the command-line tools and tests reach (the operator tool, the scheduler's
 * jobs). Features never reach each other through the app: app.ts hands each the ports it needs.
 */
export interface AppFeatures {
  payments: PaymentsFeature;
  checkout: CheckoutHandles;
  orders: OrdersHandles;
  ops: OpsHandles;
  scheduler: Scheduler;
  /** the job queue's worker: tests and tools run due jobs with `runDue()` */
  jobs: BackgroundWork['worker'];
  health: HealthHandles;
  mail: ReturnType<typeof registerMailFeature>;
  sellerChat: SellerChatHandles;
  engagement: EngagementHandles;
  reviews: ReviewsHandles;
}

const built = new WeakMap<FastifyInstance, AppFeatures>();

/** The features `buildApp` built for this app. */
export function featuresOf(app: FastifyInstance): AppFeatures {
  const features = built.get(app);
  if (!features) throw new Error('featuresOf: this app was not made by buildApp');
  return features;
}

/** The composition root: wires repositories, services and routes; features never import each other. */
export async function buildApp({
  env,
  database,
  probeDatabase = database,
  clock = () => new Date(),
  serveWeb = true,
  captcha,
  paymentGateway,
  savedCards,
  payments: paymentsOptions,
  logStream,
  timeouts = SERVER_TIMEOUTS,
  passwordWork,
  mail: mailOptions,
  pushAgent,
}: AppOptions) {
  const app = await createHttpServer(env, { version: APP_VERSION, timeouts, logStream });
  // One job system (issue 34, decision 033): the queue, its worker and the scheduler that feeds it turns.
  const background = createBackgroundWork({ database, clock, log: app.log, role: env.SULIT_ROLE ?? 'all' });
  const { scheduler } = background;

  const redisProbe = env.REDIS_URL ? redisCheck(env.REDIS_URL) : null;
  const health = registerHealthFeature(app, {
    database,
    version: APP_VERSION,
    checks: redisProbe ? [databaseCheck(probeDatabase), redisProbe] : [databaseCheck(probeDatabase)],
  });
  // Lists and alerts are on unless the operator turns them off (decision 015); config and shell both say so.
  const shoppingListEnabled = env.SHOPPING_LIST_ENABLED ?? true;
  const content = registerContentFeature(app, {
    database,
    clock,
    shoppingListEnabled,
    cacheMs: env.CATALOG_CACHE_MS ?? CATALOG_CACHE_DEFAULT_MS,
    publicUrl: env.PUBLIC_URL,
  });
  const catalog = registerCatalogFeature(app, {
    database,
    clock,
    cacheMs: env.CATALOG_CACHE_MS,
    cmsPage: content.cmsPage,
    // the product page's approved reviews and summary, in the page's one call (issue 31)
    productReviews: productPageReviews({ database, clock }),
  });
  registerMediaFeature(app, { database });
  const customerRepos = createCustomerRepositories(database.db);
  const secureCookies = env.PUBLIC_URL.startsWith('https:');
  // Support sessions (issue 32) are resolved, audited and guarded inside customer-auth, so every route sees them.
  const support = createSupportSessions({
    support: createSupportRepository(database.db, database.engine),
    customers: customerRepos.customers,
    sessions: customerRepos.sessions,
    clock,
  });
  const auth = createCustomerAuth({
    sessions: customerRepos.sessions,
    clock,
    secureCookies,
    publicOrigin: new URL(env.PUBLIC_URL).origin,
    support: support.port,
  });
  const { shopperLocation } = registerLocationFeature(app, { database, auth, clock, secureCookies });
  // Every mail goes to the outbox; the delivery job alone talks to SMTP (issue 27 item 1).
  const mail = registerMailFeature(app, {
    database,
    clock,
    smtpUrl: env.SMTP_URL,
    ...mailOptions,
    exposeOutbox: exposesOutbox(env),
  });
  scheduler.register({ name: 'mail.deliverOutbox', everyMs: MAIL_DELIVERY_EVERY_MS, run: mail.deliverOutbox });
  // `membership` also serves checkout (activateFromOrder, isMember) and the scheduler (sendExpiryReminders);
  // the cart prices membership cards itself from the same tables (decision 010).
  const membership = registerMembershipFeature(app, {
    database,
    auth,
    clock,
    publicUrl: env.PUBLIC_URL,
  });
  // The catalogue's cards of products by id, as sold now at a source ("buy it again", "did you forget it?").
  const productCards = catalogueCards(database, clock);
  // The cart's "did you forget it?" reads the purchase history the orders feature keeps; orders are built later
  // (they need checkout), so the port reads the handle once it is bound (a request only comes after the build).
  let purchaseHistory: OrdersHandles['repository'] | null = null;
  const cartService = createCartService({
    carts: createCartRepository(database.db, database.engine),
    clock,
    bestSellers: catalog.topSelling,
    pastPurchases: async (customerId, limit, source) => {
      if (!purchaseHistory) return [];
      const bought = await purchaseHistory.lastBoughtProducts(customerId, limit);
      return productCards(
        bought.map((b) => b.product_id),
        source,
      );
    },
  });
  registerCartRoutes(app, { service: cartService, auth, secureCookies });
  registerSupportFeature(app, support.context, auth);
  const customerPorts = registerCustomerFeature(app, {
    repos: customerRepos,
    auth,
    location: shopperLocation,
    database: database.db,
    clock,
    env,
    captcha,
    passwordWork: passwordWork ?? {
      concurrency: env.PASSWORD_HASH_CONCURRENCY ?? DEFAULT_PASSWORD_WORK.concurrency,
      queue: env.PASSWORD_HASH_QUEUE ?? DEFAULT_PASSWORD_WORK.queue,
      maxWaitMs: DEFAULT_PASSWORD_WORK.maxWaitMs,
    },
    onSessionStarted: mergeOnLogin(cartService),
    membership,
  });
  // Payment results reach checkout's handler (order paid, or stock, slot and voucher given back), once each.
  // Checkout needs the payments port and payments need checkout's handler: the handler is bound once checkout
  // is built (a result can only arrive after a payment checkout started). Pending payments are reconciled by
  // checkout's reconcilePayments job alone (the scheduler), so the payments feature's own timer stays off.
  let applyPaymentResult: CheckoutHandles['applyPaymentResult'] | null = null;
  // The sandbox's public test cards must never pay in production by accident (issue 27): no provider, no online
  // methods. The operator reads which one is live at boot.
  const provider = livePaymentProvider(env);
  app.log.info(
    { payment_provider: provider ?? 'none' },
    provider
      ? `payments: the ${provider} provider is live`
      : 'payments: no provider is live; only cash on delivery and free orders are offered',
  );
  const payments = registerPaymentsFeature(app, {
    providerLive: provider === 'sandbox',
    database,
    publicUrl: env.PUBLIC_URL,
    auth,
    secret: env.SESSION_SECRET,
    clock,
    onPaymentResult: async (result) => {
      if (!applyPaymentResult) throw new Error('a payment result arrived before checkout was built');
      await applyPaymentResult(result);
    },
    reconcileEveryMs: 0,
    jobs: background.worker,
    ...paymentsOptions,
  });
  const checkout = registerCheckoutFeature(app, {
    database,
    customers: customerRepos.customers,
    addresses: customerRepos.addresses,
    auth,
    pricing: {
      priced: (cart, source, customerId) => cartService.priced(cart, source, { customerId }),
      validate: (products, source) => cartService.validate(products, source),
    },
    membership: async (customer) => ({ hasActiveMembership: await membership.isMember(customer.id) }),
    activateMembership: membership.activateFromOrder,
    clock,
    publicUrl: env.PUBLIC_URL,
    payments: paymentGateway ?? (provider ? payments.service : null),
    savedCards: savedCards ?? { list: (customerId) => payments.service.savedCardsForCheckout(customerId) },
    paymentReturnUrl: payments.returnUrl,
  });
  applyPaymentResult = checkout.applyPaymentResult;
  scheduler.register({ name: 'checkout.expireSlotHolds', everyMs: 60_000, run: checkout.jobs.expireSlotHolds });
  scheduler.register({ name: 'checkout.rollSlotsForward', everyMs: 3_600_000, run: checkout.jobs.rollSlotsForward });
  scheduler.register({ name: 'checkout.reconcilePayments', everyMs: 5 * 60_000, run: checkout.jobs.reconcilePayments });
  scheduler.register({
    name: 'checkout.purgeIdempotencyKeys',
    everyMs: 24 * 3_600_000,
    run: checkout.jobs.purgeIdempotencyKeys,
  });
  // Orders after the sale (issue 12): checkout's order view, the payments refund, the cart,
  // and for "buy it again" (issue 29) the catalogue's cards of what was bought.
  // The operator console (issue 35) moves and cancels through orders; orders' staff route asks the console's policy.
  let ops: OpsHandles | null = null;
  const orders = registerOrdersFeature(app, {
    staffMayMove: (customerId, source) => ops!.staffMayMove(customerId, source),
    database,
    auth,
    clock,
    publicUrl: env.PUBLIC_URL,
    orderView: checkout.orderView,
    // order edits (decision 040): the cart's one pricing pass over the edited lines, checkout's Idempotency-Key
    editPricing: orderEditPricing(database, cartService, clock),
    idempotent: checkout.idempotent,
    refunds: paymentGateway?.refund ? { refund: (input) => paymentGateway.refund!(input) } : payments.service,
    // goods sold by weight (decision 043): a held card is captured through the payments feature
    captures: { capture: (input) => payments.service.capture(input) },
    cart: reorderCartPort(cartService),
    firstName: async (id) => (await customerRepos.customers.byId(id))?.firstname ?? null,
    customerName: async (id) => {
      const customer = await customerRepos.customers.byId(id);
      return customer ? `${customer.firstname} ${customer.lastname}` : null;
    },
    isBusinessMember: async (id) => (await membership.view(id)).membership_info?.package === 'BUSINESS',
    productCards,
  });
  purchaseHistory = orders.repository;
  scheduler.register({ name: 'orders.sendPendingMoney', everyMs: 5 * 60_000, run: orders.sendPendingMoney });
  // Rebates (issue 31): lines the orders feature delivered earn; the sale's steps spend and give back.
  const rebates = registerRebatesFeature(app, {
    database,
    auth,
    clock,
    deliveredLinesSince: createDeliveredLinesReader(database.db),
    returnWindowMs: env.REBATE_RETURN_WINDOW_MS,
  });
  const rebatesEveryMs = env.REBATES_SETTLE_EVERY_MS ?? REBATES_SETTLE_EVERY_MS;
  scheduler.register({ name: 'rebates.settle', everyMs: rebatesEveryMs, run: rebates.jobs.settle });
  ops = registerOpsFeature(app, {
    ...{ database, auth, clock, secureCookies, secret: env.SESSION_SECRET, publicUrl: env.PUBLIC_URL },
    orders: {
      changeStatus: orders.changeStatus,
      cancelAsStaff: orders.cancelAsStaff,
      settlePicking: orders.settlePicking,
      substitutions: orders.substitutions,
    },
    customerByEmail: async (email) => (await customerRepos.customers.byEmail(email)) ?? null,
    productCards,
    catalogChanged: catalog.forgetCachedReads,
  });
  // The senior citizen / PWD special discount's ID upload (decision 038); its console part is the ops feature's.
  registerDiscountsFeature(app, { database, auth, clock });
  // Substitutions per item (issue 36): the shopper's choices per cart line and the account's default.
  registerSubstitutionsFeature(app, { database, auth, productCards });
  scheduler.register(customerHousekeeping(customerRepos));
  scheduler.register({ name: 'membership.expiryReminders', everyMs: 3_600_000, run: membership.sendExpiryReminders });
  // Lists and alerts (issue 15): the lists feature puts lists into the cart and files list-shared alerts
  // through ports; the detectors run on the scheduler (decision 015).
  const alerts = registerAlertsFeature(app, {
    database,
    clock,
    publicUrl: env.PUBLIC_URL,
    auth,
    shoppingListEnabled,
  });
  registerListsFeature(app, {
    enabled: shoppingListEnabled,
    database,
    throttle: customerRepos.throttle,
    cart: { addToCart: (customerId, source, items) => addToCustomerCart(cartService, customerId, source, items) },
    notify: alerts.file,
    clock,
    publicUrl: env.PUBLIC_URL,
    auth,
  });
  const alertsEveryMs = env.ALERTS_CHECK_EVERY_MS ?? ALERT_DETECTION_EVERY_MS;
  scheduler.register({ name: 'alerts.priceDrops', everyMs: alertsEveryMs, run: alerts.jobs.detectPriceDrops });
  scheduler.register({ name: 'alerts.stockReturns', everyMs: alertsEveryMs, run: alerts.jobs.detectStockReturns });
  // Help centre and sellers' shops (issue 14): the customers feature's ALTCHA and shared counters guard them.
  const abuse = {
    verifyCaptcha: customerPorts.captcha.verify,
    attempt: (rules: { key: string; limit: number; windowMs: number }[]) => customerPorts.throttle.attempt(rules),
  };
  // Seller chat (issue 33): the order and its shops from the orders feature, operators by their staff role,
  // notices to the customers' addresses.
  const sellerChat = registerSellerChatFeature(app, {
    database,
    auth,
    clock,
    publicUrl: env.PUBLIC_URL,
    secret: env.SESSION_SECRET,
    abuse,
    orderWithSellers: async (orderNumber) => {
      const order = await orders.repository.orderByNumber(orderNumber);
      if (!order) return undefined;
      const sellers = await orders.repository.sellers(order.id);
      return {
        id: order.id,
        increment_id: order.increment_id,
        customer_id: order.customer_id,
        sellers: sellers.map((s) => ({ seller_id: s.seller_id, shop_name: s.shop_name })),
      };
    },
    isOperator: async (customerId) => (await ops!.staff.grantsOf(customerId)).length > 0,
    contactOf: async (customerId) => {
      const customer = await customerRepos.customers.byId(customerId);
      return customer ? { email: customer.email, firstname: customer.firstname } : undefined;
    },
  });
  // The page header in one call (issue 8): the menu, the cart badge and the alerts, each from its feature.
  registerShellFeature(app, {
    auth,
    menu: catalog.menuRoots,
    cartBadge: (request, customerId) => cartBadgeFor(cartService, request, customerId),
    unreadAlerts: (customerId) => alerts.unreadCount(customerId),
    unreadChats: (customerId) => sellerChat.unreadThreads(customerId),
    shoppingListEnabled,
  });
  registerHelpFeature(app, {
    db: database.db,
    abuse,
    customerId: async (request) => (await auth.optional(request))?.customer.id ?? null,
    clock,
    publicUrl: env.PUBLIC_URL,
  });
  registerSellersFeature(app, { database, summary: catalog.sellerSummary, abuse });
  // Splash ads, the chat-assistant payload and purchase analytics (issue 31).
  registerNudgesFeature(app, { database, auth, clock, abuse });
  // The survey, the raffle and web push (issue 31): alerts' pushes are written with the alerts, sent by this job.
  // Staff are never surveyed and may not join a raffle: the console answers who is staff, as for the chat.
  const isStaff = async (customerId: number) => (await ops!.staff.grantsOf(customerId)).length > 0;
  const engagement = registerEngagementFeature(app, {
    ...{ database, auth, clock, pushAgent, isStaff },
    secret: env.SESSION_SECRET,
  });
  scheduler.register({ name: 'push.deliverOutbox', everyMs: PUSH_DELIVERY_EVERY_MS, run: engagement.deliverPushes });
  // Reviews and the wishlist (issue 31): the operator tool moderates through the reviews handle; the wishlist
  // reads the catalogue's cards and moves products into the cart through the cart's own sync.
  const reviews = registerReviewsFeature(app, { database, auth, clock });
  registerWishlistFeature(app, {
    database,
    auth,
    clock,
    productCards,
    cart: { addToCart: (customerId, source, items) => addToCustomerCart(cartService, customerId, source, items) },
  });

  registerNotFound(
    app,
    serveWeb
      ? await registerWebApp(
          app,
          env.WEB_BUILD_DIR,
          env.PUBLIC_URL,
          guestPageCacheSettings(env, CATALOG_CACHE_DEFAULT_MS, app.log),
          // decision 027: the payment webview alone frames anything — the provider's pages, on their own origin
          pageFraming(PAYMENT_WEBVIEW_PATH, payments.pageOrigin),
        )
      : null,
  );

  // Background jobs run while the app serves (not on web-only instances); closing waits for running jobs first.
  app.addHook('onReady', async () => background.start());
  app.addHook('onClose', async () => {
    await background.stop();
    redisProbe?.close();
    await database.close();
  });
  built.set(app, {
    ...{ payments, checkout, orders, ops, scheduler, jobs: background.worker, health, mail },
    ...{ sellerChat, engagement, reviews },
  });
  return app;
}
