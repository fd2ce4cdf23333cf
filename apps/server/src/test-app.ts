import type { Database } from '@sulit/db';
import { TEST_NOW, type TestDatabase } from '@sulit/tools/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from './app';

/** The environment every test app runs with; a test overrides single names through `env`. */
export const TEST_ENV: AppOptions['env'] = {
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-1234',
  WEB_BUILD_DIR: 'apps/web/build',
  NODE_ENV: 'test',
  // loopback, like every test server: the development outbox exists
  HOST: '127.0.0.1',
};

export interface TestAppOptions extends Omit<AppOptions, 'env' | 'database'> {
  env?: Partial<AppOptions['env']>;
}

/** A fully wired API (no page rendering) over the given database; the clock stands at TEST_NOW unless given. */
export function buildTestApp(database: Database, { env, ...options }: TestAppOptions = {}) {
  return buildApp({
    env: { ...TEST_ENV, ...env },
    database,
    clock: () => TEST_NOW,
    serveWeb: false,
    ...options,
  });
}

/**
 * Closes an app, then deletes its database. pg's pool.end() resolves before its clients have finished
 * closing; dropping the database "with (force)" at once can kill a closing client and raise an unhandled
 * 57P01, so the clients get a moment first.
 */
export async function closeTestApp(app: FastifyInstance | undefined, database: TestDatabase | undefined) {
  await app?.close();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await database?.dispose();
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
}

/**
 * A suite's own database copy and app: opened before the suite's other `beforeAll` hooks, closed after all.
 * Read `app` and `database` inside hooks and tests, not while the suite is being collected.
 */
export function useTestApp(open: () => Promise<TestDatabase>, options: TestAppOptions = {}): TestServer {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, options);
  });
  afterAll(() => closeTestApp(app, database));
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test app is opened in beforeAll; read it in a hook or a test');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get database() {
      return ready(database);
    },
  };
}

/**
 * A JSON call as the web's client makes it: the shopper's bearer token (none for a guest) and, when given, the
 * store they shop at. Tests read the answer's status and body as the shopper would.
 */
export function callAs(
  app: FastifyInstance,
  shopper: { token: string } | null,
  request: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown; source?: string },
) {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...(shopper ? { authorization: `Bearer ${shopper.token}` } : {}),
      ...(request.source ? { sourcecode: request.source } : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
  });
}

/**
 * The shopper fills the sandbox provider's card page an order's answer sent them to (a card that pays);
 * answers the payment id and the store path the provider sends the browser back to.
 */
export async function payOnSandboxCardPage(app: FastifyInstance, redirectUrl: string) {
  const pageUrl = new URL(redirectUrl);
  const page = await app.inject({ url: pageUrl.pathname });
  const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const paymentId = pageUrl.pathname.split('/')[4] ?? '';
  const paid = await app.inject({
    method: 'POST',
    url: `/gateway/sandbox/pay/${paymentId}/card`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      form_token: formToken,
      number: '4242 4242 4242 4242',
      expiry: '12/29',
      cvc: '123',
      name: 'Card Buyer',
    }).toString(),
  });
  if (paid.statusCode !== 303) throw new Error(`the sandbox card page answered ${paid.statusCode}: ${paid.body}`);
  const back = new URL(paid.headers.location as string);
  return { paymentId, returnPath: `${back.pathname}${back.search}` };
}

/** The sandbox's card that always declines, and one that pays (spec §3 card fields, as createCustomerCard takes them). */
export const DECLINING_CARD = { number: '4000 0000 0000 0002', expMonth: 12, expYear: 2029, cvc: '123' };
export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 11, expYear: 2030, cvc: '321' };

/**
 * A declined order (holded, "Payment Failed", its reservations kept for the retry hold): the shopper's cart, ready to
 * order, is placed with the declining card saved, and a good card is saved beside it for the retry. `membershipOnly`
 * orders the cart's membership card alone (decision 026). Answers the order number and the good card's id.
 */
export async function declinedOrder(
  app: FastifyInstance,
  who: { token: string; cartId: number | null },
  options: { source: string; membershipOnly?: boolean },
): Promise<{ orderId: string; goodCardId: string }> {
  const call = async (url: string, payload: unknown) => {
    const res = await callAs(app, who, { method: 'POST', url, payload, source: options.source });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  const declining = await call('/rest/V1/createCustomerCard', { card: DECLINING_CARD });
  const good = await call('/rest/V1/createCustomerCard', { card: GOOD_CARD });
  if (!options.membershipOnly)
    await call(`/api/cart/${who.cartId}/address-information`, { paymentMethod: 'sulit_vault' });
  const placed = await call('/api/transaction/orders', {
    cart_id: who.cartId,
    payment: { method: 'sulit_vault' },
    savedCardId: String(declining.id),
    ...(options.membershipOnly ? { membershipOnly: true } : {}),
  });
  return { orderId: String(placed.orderId), goodCardId: String(good.id) };
}
