import { testEngines } from '@sulit/tools/testing/engines';
import { plainProducts } from '@sulit/tools/testing/plain-products';
import { readyShopper } from '@sulit/tools/testing/ready-shopper';
import { setStockQty } from '@sulit/tools/testing/stock';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { PAYMENT_WEBVIEW_PATH } from '@sulit/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageFraming, contentSecurityPolicy } from '../../http/security-headers';
import { callAs, payOnSandboxCardPage, TEST_ENV, useTestApp } from '../../test-app';

const NOW = TEST_NOW.toISOString();
const SOURCE = 'balintawak';
const STORE_ORIGIN = new URL(TEST_ENV.PUBLIC_URL).origin;

function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

/**
 * Decision 027: the payment webview frames the provider's page of the caller's own open payment, the provider's
 * pages may be framed by the store's origin only, and the way back leaves the frame; every other answer keeps
 * frame-ancestors 'none'. On both engines.
 */
describe.each(testEngines())('the payment webview on $engine', ({ open }) => {
  const server = useTestApp(open, { payments: { sandbox: { deliverWebhook: async () => undefined } } });
  let sku = '';
  let slotSeq = 30;

  beforeAll(async () => {
    const product = await plainProducts(server.database.db, { source: SOURCE, minQty: 10 })
      .select(['p.id', 'p.sku'])
      .executeTakeFirstOrThrow();
    sku = product.sku;
    await setStockQty(server.database.db, product.id, SOURCE, 100_000);
  });

  /** A member's order waiting for the card on the provider's page. */
  async function openCardOrder() {
    const who = await readyShopper(server.app, server.database, {
      now: NOW,
      source: SOURCE,
      items: [{ sku, qty: 1 }],
      method: 'sulit_card',
      slotSeq: slotSeq++,
    });
    const placed = await callAs(server.app, who, {
      method: 'POST',
      url: '/api/transaction/orders',
      payload: { cart_id: who.cartId, payment: { method: 'sulit_card' } },
      source: SOURCE,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return Object.assign(who, { orderId: placed.json().orderId as string });
  }
  const pageOf = (who: { token: string }, orderId: string) =>
    callAs(server.app, who, { method: 'GET', url: `/api/payments/orders/${orderId}/page` });

  it('answers the provider page of the caller’s own open payment, on the provider’s origin only', async () => {
    const who = await openCardOrder();
    const answer = await pageOf(who, who.orderId);
    expect(answer.statusCode, answer.body).toBe(200);
    const view = answer.json();
    expect(view).toMatchObject({ orderId: who.orderId, status: 'pending', next_url: null });
    expect(new URL(view.page_url).origin).toBe(STORE_ORIGIN);
    expect(new URL(view.page_url).pathname).toMatch(/^\/gateway\/sandbox\/pay\/pay_/);
    expect(answer.headers['cache-control']).toBe('no-store');

    const stranger = await testShopper(server.database, NOW, { tag: 'webview-stranger' });
    const foreign = await pageOf(stranger, who.orderId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('gateway/sandbox');
    expect(
      (await callAs(server.app, null, { method: 'GET', url: `/api/payments/orders/${who.orderId}/page` })).statusCode,
    ).toBe(401);
    for (const bad of ['12345', '0000000012', 'abcdefghi', '%00']) {
      expect((await pageOf(who, bad)).statusCode, bad).toBe(400);
    }
    // an oversized number is refused by the router itself
    expect((await pageOf(who, '1'.repeat(500))).statusCode).toBe(414);
  });

  it('lets only the store’s origin frame the provider’s pages', async () => {
    const who = await openCardOrder();
    const { page_url: pageUrl } = (await pageOf(who, who.orderId)).json();
    const providerPage = await server.app.inject({ url: new URL(pageUrl).pathname });
    expect(providerPage.statusCode).toBe(200);
    const csp = directives(providerPage.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe(STORE_ORIGIN);
    expect(csp.get('frame-src')).toBe("'none'");
    expect(providerPage.headers['x-frame-options']).toBe('SAMEORIGIN');
    // the store's own answers stay unframable
    const api = await pageOf(who, who.orderId);
    expect(directives(api.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
  });

  it('inside the frame, the way back takes the whole window to the outcome page; outside it stays a 303', async () => {
    const who = await openCardOrder();
    const { page_url: pageUrl } = (await pageOf(who, who.orderId)).json();
    const { returnPath } = await payOnSandboxCardPage(server.app, pageUrl);
    const success = `/checkout/onepage/success?orderId=${who.orderId}`;

    const framed = await server.app.inject({ url: returnPath, headers: { 'sec-fetch-dest': 'iframe' } });
    expect(framed.statusCode).toBe(200);
    expect(framed.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(framed.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe(STORE_ORIGIN);
    const nonce = /'nonce-([^']+)'/.exec(csp.get('script-src') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(framed.body).toContain(`<script nonce="${nonce}">window.top.location.replace(`);
    expect(framed.body).toContain(`href="${success.replace('&', '&amp;')}" target="_top"`);

    const plain = await server.app.inject({ url: returnPath });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe(success);
    // paid: nothing left to frame, the webview goes to the success page
    expect((await pageOf(who, who.orderId)).json()).toMatchObject({
      status: 'paid',
      page_url: null,
      next_url: success,
    });
  });

  it('gives the webview page alone a frame-src, and it is the provider’s origin', () => {
    const framing = pageFraming(PAYMENT_WEBVIEW_PATH, STORE_ORIGIN);
    const webview = directives(contentSecurityPolicy('n', framing(PAYMENT_WEBVIEW_PATH)));
    expect(webview.get('frame-src')).toBe(STORE_ORIGIN);
    expect(webview.get('frame-ancestors')).toBe("'none'");
    for (const path of ['/checkout/onepage/success', '/checkout/payment-webview/x', '/', '/checkout-payment-method']) {
      const csp = directives(contentSecurityPolicy('n', framing(path)));
      expect([csp.get('frame-src'), csp.get('frame-ancestors')], path).toEqual(["'none'", "'none'"]);
    }
  });
});
