import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, type TestAppOptions, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString();
const SOURCE = 'balintawak';
const ONLINE_UNAVAILABLE = 'Online payment is not available right now.';

/** Captured log lines of one app, as JSON. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  };
}

/**
 * Issue 27 item 3: the sandbox's public test cards must not pay for real orders. In production the sandbox
 * provider is off unless PAYMENTS_SANDBOX=true; the boot log names the live provider; without one only cash on
 * delivery (and free orders) are offered, by the payment-methods answer and by place order alike.
 */
function providerSuite(name: string, env: TestAppOptions['env'], expectLive: boolean) {
  describe.each(testEngines())(`${name} on $engine`, ({ open }) => {
    const log = capturedLog();
    const server = useTestApp(open, { env: { LOG_LEVEL: 'info', ...env }, logStream: log.stream });
    let sku = '';

    beforeAll(async () => {
      sku = (
        await plainProducts(server.database.db, { source: SOURCE, minQty: 10 })
          .select(['p.sku'])
          .executeTakeFirstOrThrow()
      ).sku;
    });

    /** A member with a cart of one product, delivery chosen and a slot held: at the payment step. */
    async function atPaymentStep() {
      const who = await testShopper(server.database, NOW, {
        tag: 'provider',
        member: true,
        address: true,
        cartSource: SOURCE,
      });
      const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
        callAs(server.app, who, { method, url, payload, source: SOURCE });
      expect(
        (await call('POST', `/api/cart/stores/v2/default/${who.cartId}/sync`, { cart_items: [{ sku, qty: 1 }] }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call('POST', '/api/cart/carts/mine/shipping-information', { cart_id: who.cartId })).statusCode,
      ).toBe(200);
      const held = await call('POST', '/api/cart/checkout/delivery-schedule', {
        date: '2026-11-23',
        intervalId: 2,
        cart_id: who.cartId,
      });
      expect(held.statusCode, held.body).toBe(200);
      return { who, call };
    }

    it(`the boot log names the live payment provider (${expectLive ? 'sandbox' : 'none'})`, () => {
      const boot = log.lines.find((l) => 'payment_provider' in l);
      expect(boot?.payment_provider).toBe(expectLive ? 'sandbox' : 'none');
    });

    it(`the sandbox's pages ${expectLive ? 'are' : 'are not'} served`, async () => {
      const api = await server.app.inject({ method: 'POST', url: '/gateway/sandbox/api/v1/payments', payload: {} });
      // the provider's API answers (a 4xx: no key, no body) only where the sandbox is live
      if (expectLive) expect([400, 401]).toContain(api.statusCode);
      else expect(api.statusCode).toBe(404);
    });

    it(`online methods are ${expectLive ? 'offered' : 'unavailable, cash on delivery still is'}`, async () => {
      const { call } = await atPaymentStep();
      const answer = await call('GET', '/rest/V1/carts/mine/payment-methods');
      expect(answer.statusCode, answer.body).toBe(200);
      const methods = answer.json().payment_methods as Record<string, { is_available: boolean; reason?: string }>;
      expect(methods.cashondelivery?.is_available).toBe(true);
      for (const code of ['sulit_card', 'sulit_wallet', 'sulit_hosted'])
        expect(methods[code]?.is_available, code).toBe(expectLive);
      if (!expectLive) expect(methods.sulit_card?.reason).toBe(ONLINE_UNAVAILABLE);
      expect(answer.json().offered.includes('sulit_card')).toBe(expectLive);
    });

    it(`saving a card ${expectLive ? 'vaults it' : 'answers 503 and keeps nothing'}`, async () => {
      const { who, call } = await atPaymentStep();
      const saved = await call('POST', '/rest/V1/createCustomerCard', {
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2029, cvc: '123' },
      });
      if (expectLive) {
        expect(saved.statusCode, saved.body).toBe(200);
        return;
      }
      expect(saved.statusCode).toBe(503);
      expect(saved.json().message).toBe(ONLINE_UNAVAILABLE);
      const cards = await server.database.db
        .selectFrom('customer_cards')
        .select('id')
        .where('customer_id', '=', who.customerId)
        .execute();
      expect(cards).toHaveLength(0);
    });

    it(`place order ${expectLive ? 'starts a card payment' : 'refuses a card and takes cash on delivery'}`, async () => {
      const { who, call } = await atPaymentStep();
      const card = await call('POST', '/api/transaction/orders', {
        cart_id: who.cartId,
        payment: { method: 'sulit_card' },
      });
      if (expectLive) {
        expect(card.statusCode, card.body).toBe(200);
        expect(card.json().next.type).toBe('gateway');
        return;
      }
      expect(card.statusCode).toBe(400);
      expect(card.json()).toMatchObject({
        message: 'Credit / Debit Card is not available for this order.',
        details: { reason: ONLINE_UNAVAILABLE },
      });
      const orders = await server.database.db
        .selectFrom('orders')
        .select('id')
        .where('customer_id', '=', who.customerId)
        .execute();
      expect(orders).toHaveLength(0);
      const cash = await call('POST', '/api/transaction/orders', {
        cart_id: who.cartId,
        payment: { method: 'cashondelivery' },
      });
      expect(cash.statusCode, cash.body).toBe(200);
      expect(cash.json().next.type).toBe('success');
    });
  });
}

providerSuite('production without PAYMENTS_SANDBOX: no provider', { NODE_ENV: 'production' }, false);
providerSuite(
  'production with PAYMENTS_SANDBOX=true: the sandbox',
  { NODE_ENV: 'production', PAYMENTS_SANDBOX: true },
  true,
);
providerSuite('development and tests: the sandbox by default', { NODE_ENV: 'test' }, true);
