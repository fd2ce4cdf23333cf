import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { testShopper } from '@sulit/tools/testing/test-shoppers';
import { describe, expect, it } from 'vitest';
import { callAs, type TestAppOptions, useTestApp } from '../../test-app';
import { featuresOf } from '../../app';

/** The sandbox's signed webhook, as the test app hands it over (held back here, delivered by each test). */
type SandboxWebhookDelivery = Parameters<
  NonNullable<NonNullable<NonNullable<TestAppOptions['payments']>['sandbox']>['deliverWebhook']>
>[0];

const NOW = TEST_NOW.toISOString(); // 2026-11-21 in Manila
const MINUTE = 60_000;

/**
 * Membership cards bought through checkout (issue 11): a membership-only order needs no slot, address or
 * billing address and is paid online; when its payment settles — browser return, webhook, replays, the
 * reconcile job — the customer's membership moves once, by the terms of decision 010.
 */
describe.each(testEngines())('membership orders on $engine', ({ open }) => {
  let clock = new Date(TEST_NOW);
  const deliveries: SandboxWebhookDelivery[] = [];
  const server = useTestApp(open, {
    clock: () => clock,
    payments: { sandbox: { deliverWebhook: async (delivery) => void deliveries.push(delivery) } },
  });
  /** A customer with a session and an empty cart; `card` gives them a Premium card expiring that day. */
  async function customer(card?: { expires_on: string; package?: string; card_type?: string }) {
    const shopper = await testShopper(server.database, NOW, { tag: 'card', member: card, cartSource: 'balintawak' });
    return {
      id: shopper.customerId,
      token: shopper.token,
      cartId: shopper.cartId!,
      code: shopper.membershipCode,
      email: shopper.email,
    };
  }
  type Customer = Awaited<ReturnType<typeof customer>>;

  const call = (who: Customer, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callAs(server.app, who, { method, url, payload });

  async function addCard(who: Customer, sku: string) {
    const res = await call(who, 'POST', `/api/cart/stores/v2/default/${who.cartId}/sync`, {
      cart_items: [{ sku, qty: 1, product_type: 'customer_membership' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().failures).toEqual([]);
    return res.json() as { totals: { subtotal: number; grand_total: number; skips_timeslot: boolean } };
  }

  /** Places the card order by card and fills the sandbox's card page; answers the provider's redirect home. */
  async function orderAndPay(who: Customer) {
    const placed = await call(who, 'POST', '/api/transaction/orders', {
      cart_id: who.cartId,
      payment: { method: 'sulit_card' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = placed.json() as { orderId: string; next: { type: string; redirectUrl: string } };
    expect(answer.next.type).toBe('gateway');
    const pageUrl = new URL(answer.next.redirectUrl);
    const page = await server.app.inject({ url: pageUrl.pathname });
    const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1];
    const paymentId = pageUrl.pathname.split('/')[4]!;
    const paid = await server.app.inject({
      method: 'POST',
      url: `/gateway/sandbox/pay/${paymentId}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        form_token: formToken!,
        number: '4242 4242 4242 4242',
        expiry: '12/29',
        cvc: '123',
        name: 'Card Buyer',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    const webhook = deliveries.find((d) => d.body.includes(paymentId));
    return { orderId: answer.orderId, paymentId, returnPath: `${back.pathname}${back.search}`, webhook: webhook! };
  }

  const browserReturn = (path: string) => server.app.inject({ url: path });
  const deliver = (d: SandboxWebhookDelivery) =>
    server.app.inject({ method: 'POST', url: '/gateway/webhook/sandbox', headers: d.headers, payload: d.body });

  const membershipOf = (who: Customer) =>
    server.database.db
      .selectFrom('customer_memberships')
      .select(['code', 'package', 'card_type', 'status', 'starts_on', 'expires_on'])
      .where('customer_id', '=', who.id)
      .executeTakeFirst();
  const activations = (orderRef: string) =>
    server.database.db.selectFrom('membership_activations').selectAll().where('order_ref', '=', orderRef).execute();
  const orderRow = (orderRef: string) =>
    server.database.db.selectFrom('orders').selectAll().where('increment_id', '=', orderRef).executeTakeFirstOrThrow();

  it('a non-member buys Premium alone: no slot, no address, paid online; return and webhook together activate once', async () => {
    const buyer = await customer();
    const cart = await addCard(buyer, 'MEMBERSHIP-PREMIUM');
    expect(cart.totals).toMatchObject({ subtotal: 80_000, grand_total: 80_000, skips_timeslot: true });

    // Cash is not offered for a membership card; the server refuses it when asked anyway.
    const methods = (await call(buyer, 'GET', '/rest/V1/carts/mine/payment-methods')).json();
    expect(methods.payment_methods.cashondelivery).toMatchObject({
      is_available: false,
      reason: 'A membership is paid online.',
    });
    expect(methods.offered).toEqual(['sulit_wallet', 'sulit_hosted', 'sulit_card']);
    const cash = await call(buyer, 'POST', '/api/transaction/orders', {
      cart_id: buyer.cartId,
      payment: { method: 'cashondelivery' },
    });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toBe('Cash on Delivery is not available for this order.');

    const { orderId, returnPath, webhook } = await orderAndPay(buyer);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      delivery_type: 'none',
      slot_id: null,
      shipping_address: null,
      cancellation_key: null,
      grand_total: 80_000,
    });
    const [line] = await server.database.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(line).toMatchObject({ sku: 'MEMBERSHIP-PREMIUM', stock_source_code: null, campaign_id: null });
    expect(line!.product_id).toBeLessThan(0);
    expect(await membershipOf(buyer)).toBeUndefined();

    const [back, hook] = await Promise.all([browserReturn(returnPath), deliver(webhook)]);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/onepage/success?orderId=${orderId}`);
    expect(hook.statusCode).toBe(200);
    const card = await membershipOf(buyer);
    expect(card).toMatchObject({
      package: 'PREMIUM',
      card_type: 'NEW_PREMIUM_CARD',
      status: 'active',
      starts_on: '2026-11-21',
      expires_on: '2027-11-21',
    });
    expect(card!.code).toMatch(/^10\d{12}$/);
    expect(await activations(orderId)).toHaveLength(1);
    const me = (await call(buyer, 'GET', '/rest/V1/customers/me')).json();
    expect(me.extension_attributes.is_membership).toBe(true);
    expect(me.extension_attributes.membership_info).toMatchObject({ code: card!.code, expired_date: '2027-11-21' });

    // 50 replays of the paid result reach checkout's handler at once: nothing moves again.
    const paidResult = {
      paymentId: order.payment_ref!,
      orderRef: orderId,
      status: 'paid' as const,
      amountCentavos: 80_000,
      currency: 'PHP' as const,
    };
    await Promise.all(Array.from({ length: 50 }, () => featuresOf(server.app).checkout.applyPaymentResult(paidResult)));
    expect(await activations(orderId)).toHaveLength(1);
    expect(await membershipOf(buyer)).toEqual(card);
    // One order confirmation, however many results arrived.
    const mails = await server.database.db
      .selectFrom('outbox_emails')
      .select('subject')
      .where('to_address', '=', buyer.email)
      .execute();
    expect(mails).toHaveLength(1);
  }, 60_000);

  it('50 parallel replays of the first paid result (nothing applied yet) activate once', async () => {
    const buyer = await customer();
    await addCard(buyer, 'MEMBERSHIP-BUSINESS');
    const { orderId } = await orderAndPay(buyer);
    const order = await orderRow(orderId);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        featuresOf(server.app).checkout.applyPaymentResult({
          paymentId: order.payment_ref!,
          orderRef: orderId,
          status: 'paid',
          amountCentavos: 100_000,
          currency: 'PHP',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await activations(orderId)).toHaveLength(1);
    expect(await membershipOf(buyer)).toMatchObject({
      package: 'BUSINESS',
      card_type: 'NEW_BUSINESS_CARD',
      expires_on: '2027-11-21',
    });
    expect((await orderRow(orderId)).status).toBe('complete');
  }, 60_000);

  it('renewal, extension and the Executive upgrade move the card by decision 010', async () => {
    // Premium cards expiring 2027-01-05: 45 days left, so near expiry (under 90 days).
    const renewer = await customer({ expires_on: '2027-01-05' });
    const extender = await customer({ expires_on: '2027-01-05' });
    const upgrader = await customer({ expires_on: '2027-01-05' });
    const lapsed = await customer({ expires_on: '2026-10-22' }); // expired 30 days ago

    // Renewal at the promo final price ₱720: a year on the current expiry date, the number kept.
    expect((await addCard(renewer, 'MEMBERSHIP-RENEW')).totals.grand_total).toBe(72_000);
    const renewal = await orderAndPay(renewer);
    await browserReturn(renewal.returnPath);
    expect(await membershipOf(renewer)).toMatchObject({
      code: renewer.code,
      package: 'PREMIUM',
      expires_on: '2028-01-05',
    });

    // Card Extension ₱450: six months on the current expiry date.
    expect((await addCard(extender, 'MEMBERSHIP-EXTEND')).totals.grand_total).toBe(45_000);
    const extension = await orderAndPay(extender);
    await deliver(extension.webhook);
    expect(await membershipOf(extender)).toMatchObject({ code: extender.code, expires_on: '2027-07-05' });

    // Upgrade to Executive, pro rata: 45 days → 2 months of the ₱2,700 difference = ₱450; expiry kept.
    expect((await addCard(upgrader, 'MEMBERSHIP-EXECUTIVE')).totals.grand_total).toBe(45_000);
    const upgrade = await orderAndPay(upgrader);
    await browserReturn(upgrade.returnPath);
    expect(await membershipOf(upgrader)).toMatchObject({
      code: upgrader.code,
      package: 'EXECUTIVE',
      card_type: 'UPGRADE_RENEW_EXECUTIVE_CARD',
      expires_on: '2027-01-05',
    });

    // An expired card renews for 12 months from the day it is paid; the lapsed month is not sold back.
    await addCard(lapsed, 'MEMBERSHIP-RENEW');
    const late = await orderAndPay(lapsed);
    await browserReturn(late.returnPath);
    expect(await membershipOf(lapsed)).toMatchObject({ code: lapsed.code, expires_on: '2027-11-21' });
    expect((await call(lapsed, 'GET', '/rest/V1/customers/me')).json().extension_attributes.is_membership).toBe(true);
  }, 120_000);

  it('a payment the store never heard of is reconciled by the job, and a lost activation is repaired', async () => {
    const quiet = await customer();
    await addCard(quiet, 'MEMBERSHIP-PREMIUM');
    const silent = await orderAndPay(quiet); // no browser return, the webhook dropped
    expect(await membershipOf(quiet)).toBeUndefined();
    clock = new Date(TEST_NOW.getTime() + 16 * MINUTE);
    await featuresOf(server.app).checkout.jobs.reconcilePayments(clock);
    expect((await orderRow(silent.orderId)).status).toBe('complete');
    expect(await membershipOf(quiet)).toMatchObject({ package: 'PREMIUM', expires_on: '2027-11-21' });

    // The card disappears between the cart and the payment: the renewal cannot apply and is logged...
    const member = await customer({ expires_on: '2027-01-05' });
    await addCard(member, 'MEMBERSHIP-RENEW');
    const renewal = await orderAndPay(member);
    const card = await server.database.db
      .deleteFrom('customer_memberships')
      .where('customer_id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await browserReturn(renewal.returnPath);
    expect((await orderRow(renewal.orderId)).status).toBe('complete');
    expect(await activations(renewal.orderId)).toEqual([]);
    // ...and once it is back, the next reconcile run applies the paid renewal, once.
    await server.database.db.insertInto('customer_memberships').values(card).execute();
    await featuresOf(server.app).checkout.jobs.reconcilePayments(new Date(clock.getTime() + 5 * MINUTE));
    await featuresOf(server.app).checkout.jobs.reconcilePayments(new Date(clock.getTime() + 10 * MINUTE));
    expect(await activations(renewal.orderId)).toHaveLength(1);
    expect(await membershipOf(member)).toMatchObject({ code: member.code, expires_on: '2028-01-05' });
    clock = new Date(TEST_NOW);
  }, 60_000);

  it('a cart with goods and a card is not offered cash; another customer’s card order is a 404', async () => {
    const buyer = await customer();
    const goods = await server.database.db
      .selectFrom('products as p')
      .innerJoin('product_stock as s', 's.product_id', 'p.id')
      .select('p.sku')
      .where('s.source_code', '=', 'balintawak')
      .where('s.qty', '>=', 10)
      .where('p.product_type', '=', 'simple')
      .where('p.seller_id', '=', 'sulit')
      .where('p.status', '=', 1)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    await addCard(buyer, 'MEMBERSHIP-PREMIUM');
    const sync = await call(buyer, 'POST', `/api/cart/stores/v2/default/${buyer.cartId}/sync`, {
      cart_items: [{ sku: goods.sku, qty: 1 }],
    });
    expect(sync.json().failures).toEqual([]);
    const methods = (await call(buyer, 'GET', '/rest/V1/carts/mine/payment-methods')).json();
    expect(methods.payment_methods.cashondelivery.reason).toBe('A membership is paid online.');

    const other = await customer();
    const stolen = await call(other, 'POST', '/api/transaction/orders', {
      cart_id: buyer.cartId,
      payment: { method: 'sulit_card' },
    });
    expect(stolen.statusCode).toBe(404);
    expect(await membershipOf(other)).toBeUndefined();
  });
});
